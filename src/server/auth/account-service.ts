import { isAPIError } from 'better-auth/api';
import { NOT_CONFIRMED_CODE } from '../../shared/auth/account-contract.ts';
import { authPolicy, type AuthMessageKey } from '../../shared/auth/auth-policy.ts';
import { readCurrentCode, recordCodeSent, reserveClientGuess, reserveSharedGuess } from '../db/accounts/code-guesses.ts';
import { countMail } from '../db/accounts/mail-budget.ts';
import { recordSuccessfulLogin } from '../db/accounts/login-events.ts';
import { savedLanguageOf, saveLanguage } from '../db/accounts/users.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from './create-auth.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { PasswordHashingBusy, type PasswordHashing } from './password-hashing.ts';

/** What a route passes in: the headers better-auth reads (cookie, user agent, client address) and the client's key. */
export interface AuthCall {
  headers: Headers;
  /** What per-client limits count under (http/client-key.ts): an IPv4 address, or an IPv6 /64. */
  client: string;
}

/** The account messages of one language (texts-and-settings/auth/messages.json or its translation). */
type AuthTexts = Readonly<Record<AuthMessageKey, string>>;

/** What a route sends back. `setCookies` come from better-auth and are forwarded as they are. */
export interface AccountAnswer {
  status: number;
  /** The answer's `{message}`, worded when it is sent, in the request's language. */
  message(texts: AuthTexts): string;
  /** The answer's `code`, for the client to act on (never shown). */
  code?: string;
  setCookies?: string[];
  /** The readable marker cookie (it names no one): set, or cleared. */
  marker?: 'set' | 'clear';
  retryAfterSeconds?: number;
}

export interface Applicant {
  id: string;
  username: string;
}

const answer = (status: number, key: AuthMessageKey, extra: Partial<AccountAnswer> = {}): AccountAnswer => ({
  status,
  message: (texts) => texts[key],
  ...extra,
});

const errorCode = (error: unknown): string | undefined => (isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined);

/** Wrong, expired or used-up codes: the same answers for confirm and reset. Anything else is rethrown. */
function codeFailure(error: unknown): AccountAnswer {
  switch (errorCode(error)) {
    case 'INVALID_OTP':
    case 'USER_NOT_FOUND':
      return answer(400, 'codeInvalid');
    case 'OTP_EXPIRED':
      return answer(400, 'codeExpired');
    case 'TOO_MANY_ATTEMPTS':
      return answer(400, 'codeVoid');
    default:
      throw error;
  }
}

/** Runs a flow that hashes a password; when every hashing slot is taken it answers 503 before anything is written. */
async function unlessHashingBusy(flow: () => Promise<AccountAnswer>): Promise<AccountAnswer> {
  try {
    return await flow();
  } catch (error) {
    if (!(error instanceof PasswordHashingBusy)) throw error;
    return answer(503, 'passwordHashingBusy', { retryAfterSeconds: authPolicy.passwordHashing.retryAfterSeconds });
  }
}

function delayText(texts: AuthTexts, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? texts.delayOneMinute : texts.delayMinutes.replace('{minutes}', String(minutes));
}

export interface AccountServiceDeps {
  auth: Auth;
  db: Db;
  throttle: LoginThrottle;
  /** The same argon2 door better-auth uses (create-auth.ts). */
  hashing: PasswordHashing;
  /** The clock: every time this service reads (mail windows, code expiry, login lock) comes from here. */
  now: () => Date;
}

/** Every account flow, through better-auth's server API only. E-mail addresses are compared in lower case. */
export function createAccountService({ auth, db, throttle, hashing, now: clock }: AccountServiceDeps) {
  const { code: codePolicy } = authPolicy;

  /**
   * Every mail a public route can trigger (sign-up, resend, the login of an unconfirmed account, forgot-password)
   * counts here first, for known and unknown addresses alike: a budget per client, one per address, and beyond
   * that one per address and client, so an attacker spending the address's budget from one client cannot stop the
   * owner's own request. Those extras are capped over all clients too, or an attacker with many addresses could
   * send the address a mail from each. Counted most specific first, so a client refused its own extra uses none of
   * the shared ones. Allowed: the address gets a fresh code, asked for by this client. Refused: the answer to send.
   */
  async function spendMail(email: string, client: string): Promise<AccountAnswer | null> {
    const now = clock();
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - 3600_000).toISOString();
    if ((await countMail(db, `from ${client}`, at, windowStart)) > authPolicy.mailsPerIpPerHour) {
      return answer(429, 'tooManyRequests', { retryAfterSeconds: 3600 });
    }
    const toAddress = await countMail(db, `to ${email}`, at, windowStart);
    if (
      toAddress > authPolicy.codeRequestsPerAddressPerHour &&
      ((await countMail(db, `to ${email} from ${client}`, at, windowStart)) > authPolicy.codeRequestsPerClientBeyondAddressBudget ||
        (await countMail(db, `to ${email} beyond`, at, windowStart)) > authPolicy.codeRequestsBeyondAddressBudgetAllClients)
    ) {
      return answer(429, 'tooManyCodeRequests', { retryAfterSeconds: 3600 });
    }
    await recordCodeSent(db, email, client, at);
    return null;
  }

  /**
   * One guess at a code, reserved before it is checked. The answer depends only on our own records (kept for
   * unknown addresses too): no code requested, expired, guesses used up, or daily cap, alike for every address; only
   * a live code goes on to better-auth. Each client has its own allowance per code and per day, so one client's
   * wrong guesses never use up another's. Clients that did not ask for the current code also share a ceiling, which
   * stops guessing from many addresses; the client that asked for it is never held to that ceiling, so the owner
   * with the right code always gets in.
   */
  async function checkCode(email: string, client: string, check: () => Promise<unknown>): Promise<AccountAnswer | null> {
    const now = clock();
    const at = now.toISOString();
    const dayStartsAfter = new Date(now.getTime() - 86_400_000).toISOString();
    const code = await readCurrentCode(db, email);
    const own = await reserveClientGuess(db, email, client, code.sentAt, at, {
      perCode: codePolicy.allowedAttempts,
      perDay: codePolicy.guessesPerAddressPerDay,
      dayStartsAfter,
    });
    const reserved =
      own.allowed && client !== code.requestedBy
        ? await reserveSharedGuess(db, email, at, {
            perCode: codePolicy.otherClientsGuessesPerCode,
            perDay: codePolicy.otherClientsGuessesPerDay,
            dayStartsAfter,
          })
        : own;
    if (!reserved.allowed) {
      return reserved.reason === 'code' ? answer(400, 'codeVoid') : answer(429, 'tooManyCodeGuesses', { retryAfterSeconds: 86_400 });
    }
    if (code.sentAt === null) return answer(400, 'codeInvalid');
    if (Date.parse(code.sentAt) + codePolicy.expiresInSeconds * 1000 <= now.getTime()) return answer(400, 'codeExpired');
    try {
      await check();
    } catch (error) {
      return codeFailure(error);
    }
    return null;
  }

  /** One login, its attempt reserved before the password is checked (the caller holds a hashing slot). */
  async function judgeLogin(email: string, password: string, call: AuthCall): Promise<AccountAnswer> {
    const wait = await throttle.reserve(email, call.client, clock());
    if (wait > 0) {
      return {
        status: 429,
        message: (texts) => texts.loginLocked.replace('{delay}', delayText(texts, wait)),
        retryAfterSeconds: wait,
      };
    }
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: call.headers,
        returnHeaders: true,
      });
      // A new session at every login: the one this browser held before ends here.
      if (call.headers.has('cookie')) await auth.api.signOut({ headers: call.headers }).catch(() => undefined);
      await Promise.all([throttle.succeeded(email, call.client), recordSuccessfulLogin(db, response.user.id, clock())]);
      return answer(200, 'loggedIn', { setCookies: headers.getSetCookie(), marker: 'set' });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EMAIL_NOT_VERIFIED') {
        // The password was right: a fresh code, within the address's mail budget.
        await throttle.succeeded(email, call.client);
        const refused = await spendMail(email, call.client);
        if (refused) return refused;
        await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' }, headers: call.headers });
        return answer(403, 'notConfirmed', { code: NOT_CONFIRMED_CODE });
      }
      if (code !== 'INVALID_EMAIL_OR_PASSWORD') throw error;
      // The failure was counted when the attempt was reserved.
      return answer(401, 'badCredentials');
    }
  }

  return {
    /**
     * A new address gets a code, a known one a notice: the answer is the same either way. A new account keeps
     * `language` (the one the sign-up asked in), so its first code already goes out in it.
     */
    async signUp(username: string, password: string, language: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      return unlessHashingBusy(async () => {
        // Hashed before better-auth's transaction opens (known and unknown addresses alike, as better-auth does): the
        // transaction then takes milliseconds, and no other request waits for the hash.
        // The slot comes first, so a busy answer writes nothing, not even the mail count.
        const prepared = await hashing.withSlot(async () => (await spendMail(email, call.client)) ?? { hash: await hashing.hash(password) });
        if ('status' in prepared) return prepared;
        await hashing.withHash(password, prepared.hash, () => auth.api.signUpEmail({ body: { email, password, name: '', language }, headers: call.headers }));
        return answer(200, 'signedUp');
      });
    },

    async confirm(username: string, code: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      return (await checkCode(email, call.client, () => auth.api.verifyEmailOTP({ body: { email, otp: code } }))) ?? answer(200, 'confirmed');
    },

    async resendConfirm(username: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      const refused = await spendMail(email, call.client);
      if (refused) return refused;
      await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' }, headers: call.headers });
      return answer(200, 'codeResent');
    },

    /** The slot is taken before the attempt is reserved: a busy answer never counts as a failed login. */
    async login(username: string, password: string, call: AuthCall): Promise<AccountAnswer> {
      return unlessHashingBusy(() => hashing.withSlot(() => judgeLogin(username.toLowerCase(), password, call)));
    },

    async forgotPassword(username: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      const refused = await spendMail(email, call.client);
      if (refused) return refused;
      await auth.api.requestPasswordResetEmailOTP({ body: { email }, headers: call.headers });
      return answer(200, 'resetRequested');
    },

    /** Sets the new password and ends every session of the account; the address is proven, so failed logins are forgiven. */
    async resetPassword(username: string, code: string, password: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      // The slot comes before the guess is reserved: a busy answer costs no guess.
      return unlessHashingBusy(() =>
        hashing.withSlot(async () => {
          const failed = await checkCode(email, call.client, () => auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password } }));
          if (failed) return failed;
          await throttle.forgive(email);
          return answer(200, 'passwordReset');
        }),
      );
    },

    /** Saves the language the applicant chose (an offered code: the route's schema checked it). */
    saveLanguage: (userId: string, language: string): Promise<void> => saveLanguage(db, userId, language),

    /** The account's saved language, or null when it has none. */
    savedLanguage: (userId: string): Promise<string | null> => savedLanguageOf(db, userId),

    async logout(call: AuthCall): Promise<AccountAnswer> {
      const { headers } = await auth.api.signOut({ headers: call.headers, returnHeaders: true });
      return answer(200, 'loggedOut', { setCookies: headers.getSetCookie(), marker: 'clear' });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
