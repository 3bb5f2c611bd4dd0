import { RequestError } from '../../http/request-error.ts';
import type { Routes } from '../../http/routes.ts';
import { textsFor } from '../../texts/server-texts.ts';

const logoParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 200 } } } as const;

/** The partner configuration for the client, and its logo. Editing tenant.json needs a restart, never a rebuild. */
const tenantRoutes: Routes = async (app) => {
  // Its texts in the request's language; its settings the same in every language.
  app.get('/public/tenant', async (request, reply) => {
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-language').send(textsFor(request).tenant);
  });
  app.get('/public/tenant/:file', { schema: { params: logoParams } }, async (request, reply) => {
    const { file } = request.params;
    if (file !== app.tenant.branding.logo) throw new RequestError(404, 'Not found');
    return reply.header('cache-control', 'public, max-age=3600').sendFile(file, app.tenantDir);
  });
};

export default tenantRoutes;
