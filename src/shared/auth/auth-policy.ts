import policy from '../../../texts-and-settings/auth/policy.json' with { type: 'json' };
import messages from '../../../texts-and-settings/auth/messages.json' with { type: 'json' };
import type { AuthMessageKey } from '../texts/text-contracts.ts';

/** Limits of the account flows (texts-and-settings/auth/policy.json). */
export const authPolicy = policy;

export type { AuthMessageKey };

/** What the account routes answer in {message} (texts-and-settings/auth/messages.json); the keys are declared in text-contracts.ts. */
export const authMessages: Record<AuthMessageKey, string> = messages;
