import idle from '../../../texts-and-settings/auth/idle-timeout.json' with { type: 'json' };

/**
 * The idle timeout, one setting for both sides (texts-and-settings/auth/idle-timeout.json): the server ends a session
 * `idleMs` after its last call, and the client warns `warningBeforeMs` before that and then logs out.
 */
export const idleTiming = {
  idleMs: idle.idleMs,
  warningBeforeMs: idle.warningBeforeMs,
  /** The same idle time in whole seconds, as cookies and better-auth count it (the meta-schema keeps idleMs whole seconds). */
  idleSeconds: idle.idleMs / 1000,
} as const;
