import messageFile from '../../texts-and-settings/messages.json' with { type: 'json' };
import type { ClientMessageKey } from './texts/text-contracts.ts';

/** The keys the code reads, declared where schemas:check reads them too (a key missing from the file does not compile). */
export type MessageKey = ClientMessageKey;

/**
 * Every text the applicant reads outside the form pages and the account answers (texts-and-settings/messages.json):
 * the client shows them, and the server answers with the same ones (the generic error, a frozen application...).
 */
export const messages: Record<MessageKey, string> = messageFile;
