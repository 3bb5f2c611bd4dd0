import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../../shared/tenant.ts';
import type { MAIL_BRAND_VALUES, MailValues } from '../../shared/texts/text-contracts.ts';
import { renderMail, type MailKind, type MailTemplates } from './templates.ts';
import type { MailTransport } from './transports.ts';

export interface Mailer {
  /**
   * Queues one account e-mail and returns at once, so an answer never takes longer because a mail was sent
   * (that would tell which addresses have accounts). Failures are logged, never thrown. A mail carries text and
   * links only, never a file: what an applicant submitted stays behind the login. The language may still be being
   * looked up (the account's saved one): the mail waits for it, the caller does not.
   */
  send<K extends MailKind>(kind: K, to: string, values: MailValues<K>, language: string | Promise<string>): void;
  /** Resolves when every queued message has been delivered or has failed. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The templates and the tenant (for its names in the mail) in one language. */
interface MailTexts {
  mailTemplates: MailTemplates;
  tenant: Tenant;
}

export interface MailerDeps {
  transport: MailTransport;
  /** The mail texts of a language (the default language's for a code not offered). */
  textsIn(language: string): MailTexts;
  log: FastifyBaseLogger;
}

function brandOf(tenant: Tenant): Record<(typeof MAIL_BRAND_VALUES)[number], string> {
  return {
    partnerName: tenant.partnerName,
    applicationTitle: tenant.applicationTitle,
    helpEmail: tenant.helpEmail,
    phone: tenant.phone,
    primaryColour: tenant.branding.theme.primary.main,
  };
}

export function createMailer({ transport, textsIn, log }: MailerDeps): Mailer {
  const pending = new Set<Promise<void>>();

  async function deliver(kind: MailKind, to: string, values: Readonly<Record<string, string>>, languageFound: string | Promise<string>): Promise<void> {
    let language = '';
    try {
      language = await languageFound;
      const { mailTemplates, tenant } = textsIn(language);
      const from = `"${tenant.partnerName.replace(/["\\]/g, '')}" <${tenant.helpEmail}>`;
      const mail = renderMail(mailTemplates, kind, { ...brandOf(tenant), ...values });
      const where = await transport.deliver({ from, to, ...mail });
      // Recipient and subject only: the body holds codes and links.
      log.info({ mail: { to, subject: mail.subject, kind, language, where } }, 'mail sent');
    } catch (error) {
      log.error({ mail: { to, kind, language }, err: error }, 'mail could not be sent');
    }
  }

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return {
    send(kind, to, values, language) {
      const delivery = deliver(kind, to, values, language).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    settled,
    async close() {
      await settled();
      transport.close();
    },
  };
}
