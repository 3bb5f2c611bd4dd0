import { largestAddAnotherMaximum } from '../../../shared/form/form-groups.ts';
import type { Routes } from '../../http/routes.ts';

/** How many blocks each AddAnother group shows. */
const addAnotherRoutes: Routes = async (app) => {
  app.get('/api/add-another', async (request) => app.application.getAddAnother(request.applicant.id));

  app.put(
    '/api/add-another',
    {
      schema: {
        body: {
          type: 'object',
          required: ['button_id', 'num_components'],
          additionalProperties: false,
          properties: {
            button_id: { type: 'string', minLength: 1, maxLength: 100 },
            // The largest group of the UI schemas; the service then holds each group to its own number of prefixes.
            num_components: { type: 'integer', minimum: 1, maximum: largestAddAnotherMaximum() },
          },
        },
      },
    },
    async (request) => {
      const { button_id, num_components } = request.body;
      await app.application.saveAddAnother(request.applicant.id, button_id, num_components);
      return { message: 'Saved' };
    },
  );
};

export default addAnotherRoutes;
