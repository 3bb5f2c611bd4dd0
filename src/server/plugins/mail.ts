import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { fileTransport, smtpTransport } from '../mail/transports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Account e-mail, each in its account's language: .eml files in MAIL_DIR by default, SMTP when SMTP_URL is set. */
export default fp(
  async (app) => {
    const { smtpUrl, mailDir } = app.config;
    const transport = smtpUrl ? smtpTransport(smtpUrl) : fileTransport(mailDir);
    const mailer = createMailer({ transport, textsIn: (language) => app.texts.textsIn(language), log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'tenant', 'texts'] },
);
