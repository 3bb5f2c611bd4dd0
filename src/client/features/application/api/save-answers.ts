import { saveTimeoutMs } from '../../../../../texts-and-settings/ui.json';
import { ANSWER_SAVE_HEADER, answerSaveId } from '../../../../shared/form/answer-save-id.ts';
import type { Answers } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

// This page's saves, numbered in the order they are made: the server keeps, for each answer, the value of the latest
// save it received from this page, so a save that arrives late (retried, or slowed by the network) never
// overwrites what a later one wrote, and the same save received twice writes once.
const writer = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
let sequence = 0;

/** PUT /api/answer: the server merges the keys it is given. No answer within saveTimeoutMs is a failure (status 0). */
export function saveAnswers(changed: Answers): Promise<{ message: string }> {
  sequence += 1;
  return apiClient.put('/api/answer', changed, { headers: { [ANSWER_SAVE_HEADER]: answerSaveId(writer, sequence) }, timeoutMs: saveTimeoutMs });
}
