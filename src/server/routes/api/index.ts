import type { Routes } from '../../http/routes.ts';
import sessionRoutes from './session.ts';
import profileRoutes from './profile.ts';
import answerRoutes from './answer.ts';
import draftRoutes from './draft.ts';
import progressRoutes from './progress.ts';
import submitRoutes from './submit.ts';
import addAnotherRoutes from './add-another.ts';
import tabsRoutes from './tabs.ts';
import pdfRoutes from './pdf.ts';
import documentRoutes from './documents.ts';
import languageRoutes from './language.ts';

/**
 * Every /api route module. Each runs only for a logged-in applicant: `request.applicant` ({id, username}) is set,
 * and a request without a valid session never reaches it (401 `{message}`). Add a module by appending it here.
 */
const apiRouteModules: Routes[] = [
  sessionRoutes,
  profileRoutes,
  answerRoutes,
  draftRoutes,
  progressRoutes,
  submitRoutes,
  addAnotherRoutes,
  tabsRoutes,
  pdfRoutes,
  documentRoutes,
  languageRoutes,
];

/** The /api scope: the session guard, then the modules above. Registered once in app.ts. */
const apiScope: Routes = async (app) => {
  app.addHook('onRequest', app.requireApplicant);
  for (const routes of apiRouteModules) await app.register(routes);
};

export default apiScope;
