import staffApi from '../../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { RequestError } from '../../http/request-error.ts';
import type { Routes } from '../../http/routes.ts';
import { decodeCursor } from '../../submissions/cursor.ts';

/** A submitted PDF with many documents stays far below this; a larger stored file is an error. */
const MAX_PDF_BYTES = 256 * 1024 * 1024;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    after: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$' },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
  },
} as const;

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const noQuery = { type: 'object', additionalProperties: false } as const;

/**
 * The read-only staff API a student-information system polls: pages of submissions in submission order from a
 * cursor, one submission, its frozen PDF. The SSN is in them only for a key made `--with-ssn`.
 */
const submissionRoutes: Routes = async (app) => {
  const rateLimit = {
    max: staffApi.requestsPerMinute,
    timeWindow: 60_000,
    // After the key check: each key has its own budget.
    hook: 'preHandler' as const,
    keyGenerator: (request: { staffKey: { name: string } | null; ip: string }) => `staff:${request.staffKey?.name ?? request.ip}`,
  };

  app.get('/staff/api/submissions', { schema: { querystring: pageQuery }, config: { rateLimit } }, async (request, reply) => {
    const limit = request.query.limit === undefined ? staffApi.defaultPageSize : Number(request.query.limit);
    if (limit > staffApi.maxPageSize) throw new RequestError(400, staffApi.limitTooLarge.replace('{max}', String(staffApi.maxPageSize)));
    let after = null;
    if (request.query.after !== undefined) {
      const decoded = decodeCursor(request.query.after);
      if ('problem' in decoded) throw new RequestError(400, decoded.problem === 'old' ? staffApi.cursorRetired : staffApi.cursorUnknown);
      after = decoded.position;
    }
    const page = await app.submissions.page(after, limit, request.staffKey!.withSsn);
    request.staffReturned = page.submissions.map((submission) => submission.id);
    return reply.header('cache-control', 'no-store').send(page);
  });

  app.get('/staff/api/submissions/:id', { schema: { params: idParams, querystring: noQuery }, config: { rateLimit } }, async (request, reply) => {
    const submission = await app.submissions.get(request.params.id, request.staffKey!.withSsn);
    if (!submission) throw new RequestError(404, staffApi.notFound);
    request.staffReturned = [submission.id];
    return reply.header('cache-control', 'no-store').send(submission);
  });

  app.get('/staff/api/submissions/:id/pdf', { schema: { params: idParams, querystring: noQuery }, config: { rateLimit } }, async (request, reply) => {
    const submission = await app.submissions.get(request.params.id, false);
    if (!submission) throw new RequestError(404, staffApi.notFound);
    const key = await app.submissions.pdfKey(request.params.id);
    const pdf = key ? await app.storage.read(key, MAX_PDF_BYTES) : null;
    if (!pdf) return reply.status(409).header('retry-after', '30').send({ message: staffApi.pdfNotReady });
    request.staffReturned = [submission.id];
    return reply.header('cache-control', 'no-store').type('application/pdf').header('content-disposition', `attachment; filename="${submission.pdf.name}"`).send(pdf);
  });
};

export default submissionRoutes;
