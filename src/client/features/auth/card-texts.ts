import cards from '../../../../schemas/auth/cards.json';

/** Labels, links, intros and error toast titles of the account cards (schemas/auth/cards.json). */
export const cardTexts = cards;

export type CardName = keyof typeof cards.footers;
