import { messages } from '../../shared/messages.ts';
import { bindTexts } from '../../shared/texts/bound-texts.ts';

/** The pages' own texts (texts-and-settings/messages.json), in the language the applicant chose. */
bindTexts('texts-and-settings/messages.json', messages);

export { messages };
