import cards from '../../../../texts-and-settings/auth/cards.json';

/** Labels, links, intros and error toast titles of the account cards (texts-and-settings/auth/cards.json). */
export const cardTexts = cards;

export type CardName = keyof typeof cards.footers;
