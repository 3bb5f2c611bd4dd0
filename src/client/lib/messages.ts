import { messages } from '../../shared/messages.ts';
import { bindTexts } from '../../shared/texts/bound-texts.ts';

export type { MessageKey } from '../../shared/messages.ts';

/** The pages' own texts (texts-and-settings/messages.json), in the language the applicant chose. */
bindTexts('texts-and-settings/messages.json', messages);

export { messages };
