import { messageError } from '../../http/request-error.ts';
import type { Routes } from '../../http/routes.ts';
import { tokenQuery } from '../../http/token-query.ts';

/**
 * GET /service/tmp-pdf?service_token=…: the print view's payload `{answer, add_another, document_answer, tabs}` of
 * the one applicant the token stands for. A token reads once: unknown, expired or used again is 401.
 */
const tmpPdfRoutes: Routes = async (app) => {
  app.get('/service/tmp-pdf', { schema: { querystring: tokenQuery('service_token') } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const applicantId = await app.serviceTokens.consumeRender(request.query.service_token);
    if (!applicantId) throw messageError(401, 'printLinkRefused');
    return app.pdf.printPayload(applicantId);
  });
};

export default tmpPdfRoutes;
