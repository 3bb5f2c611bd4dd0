import fp from 'fastify-plugin';
import { createFormRules } from '../application/form-rules.ts';
import { createApplicationService, type ApplicationService } from '../application/service.ts';
import { listSuccessfulLogins } from '../db/accounts/login-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application an applicant fills in: answers, progress, submit, add-another, tabs, temporary sets. */
    application: ApplicationService;
  }
}

export default fp(
  async (app) => {
    const service = createApplicationService({
      db: app.db,
      rules: createFormRules({ characterLimit: app.tenant.characterLimit }),
      now: () => new Date(),
      intendedStudentType: app.tenant.intendedStudentType,
      successfulLogins: (applicantId) => listSuccessfulLogins(app.db, applicantId),
    });
    app.decorate('application', service);
  },
  { name: 'application', dependencies: ['db', 'tenant'] },
);
