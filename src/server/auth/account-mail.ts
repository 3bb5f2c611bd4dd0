import { AsyncLocalStorage } from 'node:async_hooks';
import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { isConfirmedAccount } from '../db/accounts/users.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CodePurpose } from './create-auth.ts';

/**
 * The account e-mails better-auth asks for. Links need the address the applicant uses, which better-auth
 * does not pass to its callbacks, so each call runs inside `withAppUrl`.
 */
export function createAccountMail(db: Db, mailer: Mailer) {
  const appUrls = new AsyncLocalStorage<string>();
  const expiresMinutes = String(Math.round(authPolicy.code.expiresInSeconds / 60));

  function appUrl(): string {
    const url = appUrls.getStore();
    if (!url) throw new Error('account mail outside withAppUrl');
    return url;
  }

  return {
    withAppUrl<T>(url: string, call: () => Promise<T>): Promise<T> {
      return appUrls.run(url, call);
    },

    async onCode(email: string, code: string, purpose: CodePurpose): Promise<void> {
      if (purpose === 'forget-password') {
        const resetLink = `${appUrl()}/reset?username=${encodeURIComponent(email)}&id=${code}`;
        mailer.send('passwordReset', email, { code, resetLink, expiresMinutes, appUrl: appUrl() });
        return;
      }
      // A resend for a confirmed account mails nothing (and answers as for any other address).
      if (await isConfirmedAccount(db, email)) return;
      mailer.send('confirmationCode', email, { code, expiresMinutes, appUrl: appUrl() });
    },

    async onExistingAccountSignUp(email: string): Promise<void> {
      mailer.send('accountExists', email, { appUrl: appUrl() });
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
