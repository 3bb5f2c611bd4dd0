import cards from '../../../../texts-and-settings/auth/cards.json';
import { bindTexts } from '../../../shared/texts/bound-texts.ts';

/** Labels, links, intros and error toast titles of the account cards (texts-and-settings/auth/cards.json), in the chosen language. */
export const cardTexts = bindTexts('texts-and-settings/auth/cards.json', cards);

export type CardName = keyof typeof cards.footers;
