import type { FastifyPluginAsync } from 'fastify';

const REFUSED = 'This print link has expired or is not valid.';

/**
 * GET /service/tmp-pdf?service_token=…: the print view's payload `{answer, add_another, document_answer, tabs}` of
 * the one applicant the token stands for. A token reads once: unknown, expired or used again is 401.
 */
const tmpPdfRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { service_token: string } }>(
    '/service/tmp-pdf',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['service_token'],
          additionalProperties: false,
          properties: { service_token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const applicantId = await app.serviceTokens.consumeRender(request.query.service_token);
      if (!applicantId) return reply.status(401).send({ message: REFUSED });
      return app.pdf.printPayload(applicantId);
    },
  );
};

export default tmpPdfRoutes;
