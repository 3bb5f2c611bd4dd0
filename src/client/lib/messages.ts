import messageFile from '../../../texts-and-settings/messages.json';
import type { ClientMessageKey } from '../../shared/texts/text-contracts.ts';

export type MessageKey = ClientMessageKey;

/** Every text the client shows on its own (texts-and-settings/messages.json); the spec's messages word for word. */
export const messages: Record<MessageKey, string> = messageFile;
