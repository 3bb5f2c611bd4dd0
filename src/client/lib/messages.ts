import messageFile from '../../../texts-and-settings/messages.json';

export type MessageKey = Exclude<keyof typeof messageFile, '$schema'>;

/** Every text the client shows on its own (texts-and-settings/messages.json); the spec's messages word for word. */
export const messages: Record<MessageKey, string> = messageFile;
