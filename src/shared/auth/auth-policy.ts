import policy from '../../../texts-and-settings/auth/policy.json' with { type: 'json' };
import messages from '../../../texts-and-settings/auth/messages.json' with { type: 'json' };

/** Limits of the account flows (texts-and-settings/auth/policy.json). */
export const authPolicy = policy;

export type AuthMessageKey = Exclude<keyof typeof messages, '$schema' | '$comment'>;

/** What the account routes answer in {message} (texts-and-settings/auth/messages.json). */
export const authMessages: Record<AuthMessageKey, string> = messages;
