import fp from 'fastify-plugin';
import { loadMailTemplates, mailTemplatesFile } from '../mail/templates.ts';
import { REPOSITORY_ROOT } from '../staff-folder/staff-folder.ts';
import { createTextsBook, type TextsBook } from '../texts/server-texts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every server text in every offered language, read once at start (textsFor(request) picks the request's). */
    texts: TextsBook;
  }
}

/** The translations of the staff files, from STAFF_DIR when set; a broken file is named in one warning line. */
export default fp(
  async (app) => {
    const root = app.config.staffDir ?? REPOSITORY_ROOT;
    app.decorate(
      'texts',
      createTextsBook({
        root,
        tenant: app.tenant,
        mailTemplates: loadMailTemplates(app.tenantDir),
        mailTemplatesFile: mailTemplatesFile(app.tenantDir),
        warn: (line) => app.log.warn(line),
      }),
    );
  },
  { name: 'texts', dependencies: ['config', 'tenant'] },
);
