import type { Routes } from '../../http/routes.ts';
import submissionRoutes from './submissions.ts';

/**
 * The /staff scope: a live staff API key on every call (never an applicant's session), and every call, answered or
 * refused after the key check, written to the audit log with the key's name, route, the application id asked for and
 * the id of every application the answer carried (each one on a page).
 */
const staffScope: Routes = async (app) => {
  app.addHook('onRequest', app.requireStaffKey);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.staffKey) return payload;
    const params = request.params as { id?: unknown } | undefined;
    await app.staffKeys.audit({
      keyName: request.staffKey.name,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      applicationId: typeof params?.id === 'string' ? params.id : null,
      returned: request.staffReturned ?? [],
      status: reply.statusCode,
    });
    return payload;
  });
  await app.register(submissionRoutes);
};

export default staffScope;
