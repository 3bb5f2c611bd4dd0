import { WEB_STATUS_STEPS } from '../../../shared/form/index.ts';
import type { Routes } from '../../http/routes.ts';

const messages = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 1000 } } as const;

/** Where the applicant is: last page, web status, and the last validation errors the client found. */
const progressRoutes: Routes = async (app) => {
  const pagePaths = app.application.rules.pages.map((page) => `/${page}`);

  app.put(
    '/api/last-page',
    {
      schema: {
        body: {
          type: 'object',
          required: ['last_page'],
          additionalProperties: false,
          properties: { last_page: { type: 'string', enum: pagePaths } },
        },
      },
    },
    async (request) => {
      await app.application.saveLastPage(request.applicant.id, request.body.last_page);
      return { message: 'Last page saved' };
    },
  );

  app.post(
    '/api/web-status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['web_status'],
          additionalProperties: false,
          properties: { web_status: { type: 'string', enum: [...WEB_STATUS_STEPS] } },
        },
      },
    },
    async (request) => {
      await app.application.recordWebStatus(request.applicant.id, request.body.web_status);
      return { message: 'Web status saved' };
    },
  );

  app.post(
    '/api/validations',
    {
      schema: {
        body: {
          type: 'object',
          maxProperties: 2000,
          additionalProperties: {
            anyOf: [messages, { type: 'object', maxProperties: 2000, additionalProperties: messages }],
          },
        },
      },
    },
    async (request) => {
      await app.application.checkValidations(request.applicant.id, request.body);
      return { message: 'Validations checked' };
    },
  );
};

export default progressRoutes;
