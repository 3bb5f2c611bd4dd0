import { languages } from '../../../shared/texts/languages.ts';
import type { Routes } from '../../http/routes.ts';

/** Only an offered language (texts-and-settings/languages.json): any other code is a 400. */
const languageBody = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: { language: { type: 'string', enum: languages.map((language) => language.code) } },
} as const;

/** PUT /api/language: the applicant's chosen language, kept with the account for its mails and the next login. */
const languageRoutes: Routes = async (app) => {
  app.put('/api/language', { schema: { body: languageBody } }, async (request, reply) => {
    await app.accounts.saveLanguage(request.applicant.id, request.body.language);
    return reply.status(204).send();
  });
};

export default languageRoutes;
