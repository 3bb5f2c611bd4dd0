import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { isConfirmedAccount, mailLanguageOf } from '../db/accounts/users.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CodePurpose } from './create-auth.ts';

/**
 * The account e-mails better-auth asks for, in the account's saved language (the one its sign-up asked for, or
 * chosen since), looked up as the mail is written, never before the answer (a known address must not answer later
 * than an unknown one). Links point to the configured site (`siteOrigin`, see src/server/http/site.ts), never to an address
 * a request names.
 */
export function createAccountMail(db: Db, mailer: Mailer, siteOrigin: () => string) {
  const expiresMinutes = String(Math.round(authPolicy.code.expiresInSeconds / 60));

  return {
    async onCode(email: string, code: string, purpose: CodePurpose): Promise<void> {
      const appUrl = siteOrigin();
      if (purpose === 'forget-password') {
        const resetLink = `${appUrl}/reset?username=${encodeURIComponent(email)}&id=${code}`;
        mailer.send('passwordReset', email, { code, resetLink, expiresMinutes, appUrl }, mailLanguageOf(db, email));
        return;
      }
      // A resend for a confirmed account mails nothing (and answers as for any other address).
      if (await isConfirmedAccount(db, email)) return;
      mailer.send('confirmationCode', email, { code, expiresMinutes, appUrl }, mailLanguageOf(db, email));
    },

    async onExistingAccountSignUp(email: string): Promise<void> {
      mailer.send('accountExists', email, { appUrl: siteOrigin() }, mailLanguageOf(db, email));
    },
  };
}
