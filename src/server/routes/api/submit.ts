import type { Routes } from '../../http/routes.ts';
import { formErrorWording } from '../../texts/form-errors.ts';
import { languageOf, textsFor } from '../../texts/server-texts.ts';

const noBody = { type: 'object', additionalProperties: false } as const;

/**
 * POST /api/submit: the server checks the whole application again and, when it is complete, freezes it; the 422 of
 * an incomplete one is in the request's language.
 */
const submitRoutes: Routes = async (app) => {
  app.post('/api/submit', { schema: { body: noBody } }, async (request, reply) => {
    // The webhook deliveries and the job of the frozen copy (which mails the confirmation) are written in the
    // submit's transaction, so no submission is kept without them.
    const texts = textsFor(request);
    const result = await app.application.submitApplication(
      request.applicant.id,
      async (trx, applicantId) => {
        await app.webhooks.recordDeliveries(trx, applicantId);
        await app.pdf.queueSubmittedCopy(trx, { ...request.applicant, language: languageOf(request) });
      },
      formErrorWording(texts.form),
    );
    if (!result.submitted) {
      return reply.status(422).send({
        message: texts.messages.applicationIncomplete,
        errors: result.errors,
      });
    }
    // The copy's job is committed: a worker of this process takes it now rather than at its next poll.
    app.jobs.wake();
    // Only queued here: a receiver that is down never slows or fails the submission. A queue that fails here loses
    // nothing: the recorded deliveries are queued by the webhooks' relay.
    await app.webhooks.dispatch(request.applicant.id).catch((error: unknown) => request.log.error({ err: error }, 'webhooks: cannot queue the deliveries'));
    return { message: 'Application submitted' };
  });
};

export default submitRoutes;
