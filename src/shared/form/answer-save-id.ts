/**
 * A save's identity (PUT /api/answer, header `answer-save-id`): the page that made it (`writer`, random) and its number
 * there (`sequence`, counting up from 1). For each answer the server keeps the value of the highest-numbered save of
 * that writer it has received, so a late or repeated save changes nothing. A save without one (another tool) writes
 * as it always did.
 */
export const ANSWER_SAVE_HEADER = 'answer-save-id';

/** The header's form: 32 hex digits, a colon, a number from 1 to 15 digits long. */
export const ANSWER_SAVE_ID_PATTERN = '^[0-9a-f]{32}:[1-9][0-9]{0,14}$';

export function answerSaveId(writer: string, sequence: number): string {
  return `${writer}:${sequence}`;
}

export interface AnswerSaveId {
  writer: string;
  sequence: number;
}

/** The header's parts; null when it is absent (the route's schema refuses a malformed one before this). */
export function parseAnswerSaveId(header: string | undefined): AnswerSaveId | null {
  if (header === undefined) return null;
  const [writer, sequence] = header.split(':');
  return { writer, sequence: Number(sequence) };
}
