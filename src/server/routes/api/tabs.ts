import type { Routes } from '../../http/routes.ts';

/** Which tab of each Tabs group the applicant chose. */
const tabsRoutes: Routes = async (app) => {
  app.get('/api/tabs', async (request) => app.application.getTabs(request.applicant.id));

  app.put(
    '/api/tabs',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tab_id', 'chosen_tab'],
          additionalProperties: false,
          properties: {
            tab_id: { type: 'string', minLength: 1, maxLength: 100 },
            chosen_tab: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { tab_id, chosen_tab } = request.body;
      const cleared = await app.application.chooseTab(request.applicant.id, tab_id, chosen_tab);
      return { message: 'Saved', cleared };
    },
  );
};

export default tabsRoutes;
