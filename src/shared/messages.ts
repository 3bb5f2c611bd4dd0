import messageFile from '../../texts-and-settings/messages.json' with { type: 'json' };

export type MessageKey = Exclude<keyof typeof messageFile, '$schema'>;

/**
 * Every text the applicant reads outside the form pages and the account answers (texts-and-settings/messages.json):
 * the client shows them, and the server answers with the same ones (the generic error, a frozen application...).
 */
export const messages: Record<MessageKey, string> = messageFile;
