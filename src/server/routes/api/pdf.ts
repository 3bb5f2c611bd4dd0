import { messageError } from '../../http/request-error.ts';
import type { Routes } from '../../http/routes.ts';
import { languageOf } from '../../texts/server-texts.ts';
import { tokenQuery } from '../../http/token-query.ts';

const noQuery = { type: 'object', additionalProperties: false } as const;

/**
 * GET /api/pdf → `{status, url}` of the applicant's PDF (queued when none shows the application as it is);
 * GET /api/pdf/file?token=… → the kept PDF, only to the applicant the link was made for.
 */
const pdfRoutes: Routes = async (app) => {
  app.get('/api/pdf', { schema: { querystring: noQuery } }, async (request, reply) => {
    const state = await app.pdf.request({ ...request.applicant, language: languageOf(request) });
    return reply.header('cache-control', 'no-store').send(state);
  });

  app.get('/api/pdf/file', { schema: { querystring: tokenQuery('token') } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const pdf = await app.pdf.download(request.applicant.id, request.query.token);
    if (!pdf) throw messageError(404, 'downloadLinkRefused');
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${app.pdf.fileName}"`).send(pdf);
  });
};

export default pdfRoutes;
