/**
 * The answers of every call that carries them (PUT /api/answer's body, PUT /api/draft's `answers`): a JSON object of strings and
 * booleans. The data model, types per key and lengths are checked by the application service; here the JSON shape.
 */
export const answerMap = {
  type: 'object',
  maxProperties: 2000,
  additionalProperties: { type: ['string', 'boolean'] },
} as const;
