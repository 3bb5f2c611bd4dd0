import messageFile from '../../../schemas/messages.json';

export type MessageKey = keyof typeof messageFile;

/** Every text the client shows on its own (schemas/messages.json); the spec's messages word for word. */
export const messages: Record<MessageKey, string> = messageFile;
