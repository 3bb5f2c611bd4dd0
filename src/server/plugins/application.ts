import fp from 'fastify-plugin';
import { createFormRules } from '../application/form-rules.ts';
import { createApplicationService, type ApplicationService } from '../application/service.ts';
import { listSuccessfulLogins } from '../db/accounts/login-events.ts';
import { answerSavesFor } from '../db/application/answer-saves.ts';
import { draftSavesFor } from '../db/application/draft-saves.ts';
import type { ApplicationDeps } from '../application/deps.ts';
import { readDocumentAnswers } from '../documents/document-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application an applicant fills in: answers, progress, submit, add-another, tabs, temporary sets. */
    application: ApplicationService;
    /** What the application service is built on (tests build variants of the service from it). */
    applicationDeps: ApplicationDeps;
  }
}

export default fp(
  async (app) => {
    const deps: ApplicationDeps = {
      db: app.db,
      answerSaves: answerSavesFor(app, app.answerCodec),
      draftSaves: draftSavesFor(app, app.config.bodyLimit),
      answerCodec: app.answerCodec,
      rules: createFormRules(app.tenant),
      now: () => new Date(),
      intendedStudentType: app.tenant.intendedStudentType,
      successfulLogins: (applicantId) => listSuccessfulLogins(app.db, applicantId),
      documentAnswers: (applicantId) => readDocumentAnswers(app.db, applicantId),
    };
    app.decorate('application', createApplicationService(deps));
    app.decorate('applicationDeps', deps);
  },
  { name: 'application', dependencies: ['db', 'tenant', 'answer-secrets'] },
);
