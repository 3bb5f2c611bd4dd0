import policy from '../../../schemas/auth/policy.json' with { type: 'json' };
import messages from '../../../schemas/auth/messages.json' with { type: 'json' };

/** Limits of the account flows (schemas/auth/policy.json). */
export const authPolicy = policy;

export type AuthMessageKey = Exclude<keyof typeof messages, '$comment'>;

/** What the account routes answer in {message} (schemas/auth/messages.json). */
export const authMessages: Record<AuthMessageKey, string> = messages;
