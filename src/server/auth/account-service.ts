import { isAPIError } from 'better-auth/api';
import { NOT_CONFIRMED_CODE } from '../../shared/auth/account-contract.ts';
import { authMessages, authPolicy } from '../../shared/auth/auth-policy.ts';
import { countCodeRequest } from '../db/accounts/code-requests.ts';
import { recordSuccessfulLogin } from '../db/accounts/login-events.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from './create-auth.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** What a route passes in: the headers better-auth reads (cookie, user agent, client address) and the client's address. */
export interface AuthCall {
  headers: Headers;
  clientIp: string;
}

/** What a route sends back. `setCookies` come from better-auth and are forwarded as they are. */
export interface AccountAnswer {
  status: number;
  body: { message: string; code?: string };
  setCookies?: string[];
  /** The readable marker cookie: set for this username, or cleared. */
  marker?: { username: string } | 'clear';
  retryAfterSeconds?: number;
}

export interface Applicant {
  id: string;
  username: string;
}

const answer = (status: number, key: keyof typeof authMessages, extra: Partial<AccountAnswer> = {}): AccountAnswer => ({
  status,
  body: { message: authMessages[key] },
  ...extra,
});

const errorCode = (error: unknown): string | undefined =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;

/** Wrong, expired or used-up codes: the same answers for confirm and reset. Anything else is rethrown. */
function codeFailure(error: unknown): AccountAnswer {
  switch (errorCode(error)) {
    case 'INVALID_OTP':
      return answer(400, 'codeInvalid');
    case 'OTP_EXPIRED':
      return answer(400, 'codeExpired');
    case 'TOO_MANY_ATTEMPTS':
      return answer(400, 'codeVoid');
    default:
      throw error;
  }
}

function delayText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface AccountServiceDeps {
  auth: Auth;
  db: Db;
  throttle: LoginThrottle;
}

/** Every account flow, through better-auth's server API only. E-mail addresses are compared in lower case. */
export function createAccountService({ auth, db, throttle }: AccountServiceDeps) {
  /** Counts a request for a code or link to this address (known or not); false when the hourly allowance is used up. */
  async function allowCodeRequest(email: string): Promise<boolean> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - 3600_000).toISOString();
    return (await countCodeRequest(db, email, now.toISOString(), windowStart)) <= authPolicy.codeRequestsPerAddressPerHour;
  }

  return {
    /** A new address gets a code, a known one a notice: the answer is the same either way. */
    async signUp(username: string, password: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      await auth.api.signUpEmail({ body: { email, password, name: '' }, headers: call.headers });
      return answer(200, 'signedUp');
    },

    async confirm(username: string, code: string): Promise<AccountAnswer> {
      try {
        await auth.api.verifyEmailOTP({ body: { email: username.toLowerCase(), otp: code } });
      } catch (error) {
        return codeFailure(error);
      }
      return answer(200, 'confirmed');
    },

    async resendConfirm(username: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      if (!(await allowCodeRequest(email))) return answer(429, 'tooManyCodeRequests', { retryAfterSeconds: 3600 });
      await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' }, headers: call.headers });
      return answer(200, 'codeResent');
    },

    async login(username: string, password: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      const wait = await throttle.waitSeconds(email, new Date());
      if (wait > 0) {
        return {
          status: 429,
          body: { message: authMessages.loginLocked.replace('{delay}', delayText(wait)) },
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
        await Promise.all([throttle.clear(email), recordSuccessfulLogin(db, response.user.id, new Date())]);
        return answer(200, 'loggedIn', { setCookies: headers.getSetCookie(), marker: { username: response.user.email } });
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EMAIL_NOT_VERIFIED') {
          // The password was right; better-auth has mailed a fresh code.
          await throttle.clear(email);
          return { ...answer(403, 'notConfirmed'), body: { message: authMessages.notConfirmed, code: NOT_CONFIRMED_CODE } };
        }
        if (code !== 'INVALID_EMAIL_OR_PASSWORD') throw error;
        await throttle.recordFailure(email, new Date());
        return answer(401, 'badCredentials');
      }
    },

    async forgotPassword(username: string, call: AuthCall): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      if (!(await allowCodeRequest(email))) return answer(429, 'tooManyCodeRequests', { retryAfterSeconds: 3600 });
      await auth.api.requestPasswordResetEmailOTP({ body: { email }, headers: call.headers });
      return answer(200, 'resetRequested');
    },

    /** Sets the new password and ends every session of the account; the address is proven, so failed logins are forgiven. */
    async resetPassword(username: string, code: string, password: string): Promise<AccountAnswer> {
      const email = username.toLowerCase();
      try {
        await auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password } });
      } catch (error) {
        return codeFailure(error);
      }
      await throttle.clear(email);
      return answer(200, 'passwordReset');
    },

    async logout(call: AuthCall): Promise<AccountAnswer> {
      const { headers } = await auth.api.signOut({ headers: call.headers, returnHeaders: true });
      return answer(200, 'loggedOut', { setCookies: headers.getSetCookie(), marker: 'clear' });
    },

    /**
     * The applicant behind the session cookie, with the cookie that moves its idle expiry on; no applicant when there
     * is no session, it has been idle too long, or it is older than the absolute limit (then it is ended here).
     */
    async readSession(call: AuthCall): Promise<{ applicant: Applicant | null; setCookies: string[] }> {
      const { headers, response } = await auth.api.getSession({ headers: call.headers, returnHeaders: true });
      if (!response) return { applicant: null, setCookies: headers.getSetCookie() };
      const age = Date.now() - new Date(response.session.createdAt).getTime();
      if (age > authPolicy.session.absoluteSeconds * 1000) {
        const ended = await auth.api.signOut({ headers: call.headers, returnHeaders: true });
        return { applicant: null, setCookies: ended.headers.getSetCookie() };
      }
      return { applicant: { id: response.user.id, username: response.user.email }, setCookies: headers.getSetCookie() };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
