import { LOOKUP_CATEGORIES, LOOKUP_LIMITS } from '../../shared/lookup.ts';
import { RequestError } from '../http/request-error.ts';
import type { Routes } from '../http/routes.ts';

// Query strings arrive as text (coerceTypes is off), so numbers are patterns here.
const findQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['category'],
  oneOf: [{ required: ['text'] }, { required: ['id'] }],
  properties: {
    category: { type: 'string', enum: LOOKUP_CATEGORIES },
    text: { type: 'string', maxLength: LOOKUP_LIMITS.textMaxLength },
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    max_results: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
    prefix: { type: 'string', pattern: '^[a-z0-9_]{0,30}$' },
  },
} as const;

/** GET /lookup/find: suggestions for typed text, or the answers one chosen record fills. No session needed. */
const lookupRoutes: Routes = async (app) => {
  app.get(
    '/lookup/find',
    {
      schema: { querystring: findQuery },
      config: { rateLimit: { max: app.config.lookupRateLimit, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { category, text, id, max_results, prefix } = request.query;
      reply.header('cache-control', 'no-store');
      if (text !== undefined) {
        const max = Math.min(Number(max_results ?? LOOKUP_LIMITS.maxResults), LOOKUP_LIMITS.maxResultsLimit);
        return reply.send(await app.lookup.suggest(category, text, max));
      }
      // The schema's oneOf: without text there is an id.
      const record = await app.lookup.record(category, id!, prefix);
      if (!record) throw new RequestError(404, 'No such lookup record');
      return reply.send(record);
    },
  );
};

export default lookupRoutes;
