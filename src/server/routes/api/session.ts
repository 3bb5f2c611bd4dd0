import { authCall, sendAccountAnswer } from '../../auth/http.ts';
import type { Routes } from '../../http/routes.ts';
import { clearClaimCookie } from '../public/tmp.ts';

/** The session itself: who is logged in and the language the account saved (null: none yet; also a cheap way to keep the session alive), and logout. */
const sessionRoutes: Routes = async (app) => {
  app.get('/api/session', async (request, reply) => {
    const language = await app.accounts.savedLanguage(request.applicant.id);
    return reply.header('cache-control', 'no-store').send({ username: request.applicant.username, language });
  });

  app.get('/api/logout', async (request, reply) => {
    // The guard refreshed the session cookie for this response; logging out replaces that with the clearing cookies.
    reply.removeHeader('set-cookie');
    clearClaimCookie(reply, app.site.secure);
    return sendAccountAnswer(request, reply, await app.accounts.logout(authCall(request)));
  });
};

export default sessionRoutes;
