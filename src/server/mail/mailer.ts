import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../../shared/tenant.ts';
import type { MAIL_BRAND_VALUES, MailValues } from '../../shared/texts/text-contracts.ts';
import { renderMail, type MailKind, type MailTemplates } from './templates.ts';
import type { MailTransport } from './transports.ts';

export interface Mailer {
  /**
   * Queues one account e-mail and returns at once, so an answer never takes longer because a mail was sent
   * (that would tell which addresses have accounts). Failures are logged, never thrown. A mail carries text and
   * links only, never a file: what an applicant submitted stays behind the login.
   */
  send<K extends MailKind>(kind: K, to: string, values: MailValues<K>): void;
  /** Resolves when every queued message has been delivered or has failed. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerDeps {
  transport: MailTransport;
  templates: MailTemplates;
  tenant: Tenant;
  log: FastifyBaseLogger;
}

export function createMailer({ transport, templates, tenant, log }: MailerDeps): Mailer {
  const pending = new Set<Promise<void>>();
  const brand: Record<(typeof MAIL_BRAND_VALUES)[number], string> = {
    partnerName: tenant.partnerName,
    applicationTitle: tenant.applicationTitle,
    helpEmail: tenant.helpEmail,
    phone: tenant.phone,
    primaryColour: tenant.branding.theme.primary.main,
  };
  const from = `"${tenant.partnerName.replace(/["\\]/g, '')}" <${tenant.helpEmail}>`;

  async function deliver(kind: MailKind, to: string, values: Readonly<Record<string, string>>): Promise<void> {
    try {
      const mail = renderMail(templates, kind, { ...brand, ...values });
      const where = await transport.deliver({ from, to, ...mail });
      // Recipient and subject only: the body holds codes and links.
      log.info({ mail: { to, subject: mail.subject, kind, where } }, 'mail sent');
    } catch (error) {
      log.error({ mail: { to, kind }, err: error }, 'mail could not be sent');
    }
  }

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return {
    send(kind, to, values) {
      const delivery = deliver(kind, to, values).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    settled,
    async close() {
      await settled();
      transport.close();
    },
  };
}
