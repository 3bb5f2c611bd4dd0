import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { emailOTP } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { idleTiming } from '../../shared/auth/idle-timing.ts';
import passwordRules from '../../../texts-and-settings/auth/password-rules.json' with { type: 'json' };
import type { Db, Engine } from '../db/database.ts';
import type { PasswordHashing } from './password-hashing.ts';

export type CodePurpose = 'email-verification' | 'forget-password';

export interface AuthDeps {
  db: Db;
  engine: Engine;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  log: FastifyBaseLogger;
  /** argon2id within the process's hashing limit; a sign-up's hash is made before better-auth opens its transaction. */
  hashing: PasswordHashing;
  /** better-auth made a code for this address; the caller decides whether and what to mail. */
  onCode(email: string, code: string, purpose: CodePurpose): Promise<void>;
  /** Someone signed up with an address that already has an account. */
  onExistingAccountSignUp(email: string): Promise<void>;
}

/** Table names of better-auth's models, shared with the migration that creates them. */
const AUTH_MODELS = {
  user: 'auth_user',
  session: 'auth_session',
  account: 'auth_account',
  verification: 'auth_verification',
} as const;

/**
 * Name of the session cookie: `admissions.session_token` on plain http, `__Host-admissions.session_token` when the
 * site is https (the browser then insists on Secure, Path=/ and no Domain, so neither a sibling subdomain nor a
 * plain-http page can plant or overwrite it). Its value is better-auth's signed token (`<token>.<signature>`).
 */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Host-' : ''}admissions.session_token`;
}

/** The better-auth options: e-mail + password, 6-digit codes by e-mail, argon2id, our tables. Only auth.api.* is used. */
export function authOptions(deps: AuthDeps) {
  const { code } = authPolicy;
  return {
    secret: deps.secret,
    baseURL: deps.baseURL,
    database: { db: deps.db, type: deps.engine, transaction: true },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    logger: {
      level: 'error' as const,
      log: (level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: string) => {
        deps.log[level === 'success' ? 'info' : level]({ component: 'better-auth' }, message);
      },
    },
    // The applicant's language, given at sign-up so the first code already goes out in it (migration 0096).
    user: { modelName: AUTH_MODELS.user, additionalFields: { language: { type: 'string' as const, required: false, input: true } } },
    account: { modelName: AUTH_MODELS.account },
    verification: { modelName: AUTH_MODELS.verification },
    // better-auth writes sessions (expiresAt = login + idle); the per-request check (plugins/session.ts) reads them and
    // moves the idle expiry on; the absolute limit is ours too.
    session: { modelName: AUTH_MODELS.session, expiresIn: idleTiming.idleSeconds, updateAge: 0, cookieCache: { enabled: false } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordRules.rules.find((rule) => rule.minLength !== undefined)?.minLength ?? 12,
      maxPasswordLength: passwordRules.maxLength,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password: string) => deps.hashing.hash(password),
        verify: ({ hash, password }: { hash: string; password: string }) => deps.hashing.verify(hash, password),
      },
      onExistingUserSignUp: ({ user }: { user: { email: string } }) => deps.onExistingAccountSignUp(user.email),
    },
    // A login of an unconfirmed account mails a fresh code through our route, within the address's mail budget.
    emailVerification: { sendOnSignUp: true, sendOnSignIn: false, autoSignInAfterVerification: false },
    plugins: [
      emailOTP({
        otpLength: code.digits,
        expiresIn: code.expiresInSeconds,
        // Our own counts (account-service checkCode) decide who may guess; this only stops a code once every guess
        // they allow has been made (the asking client's, plus the ceiling of all others), so another client's wrong
        // guesses never void the owner's code before the owner's own guesses are spent.
        allowedAttempts: code.allowedAttempts + code.otherClientsGuessesPerCode,
        // Keyed hash: a plain SHA-256 of a 6-digit code is undone by trying all million codes.
        storeOTP: { hash: async (otp: string) => createHmac('sha256', deps.secret).update(otp).digest('base64url') },
        overrideDefaultEmailVerification: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === 'email-verification' || type === 'forget-password') await deps.onCode(email, otp, type);
        },
      }),
    ],
    advanced: {
      cookiePrefix: 'admissions',
      // better-auth's own secure prefix is __Secure-; the stricter __Host- is named here instead.
      useSecureCookies: false,
      defaultCookieAttributes: { secure: deps.secureCookies, path: '/' },
      cookies: {
        session_token: { name: sessionCookieName(deps.secureCookies) },
        dont_remember: { name: `${deps.secureCookies ? '__Host-' : ''}admissions.dont_remember` },
      },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
  };
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
