import type { FastifyPluginAsync } from 'fastify';
import { LOOKUP_CATEGORIES, LOOKUP_LIMITS, type LookupCategory } from '../../shared/lookup.ts';
import { LookupRequestError } from '../lookup/service.ts';

interface FindQuery {
  category: LookupCategory;
  text?: string;
  id?: string;
  max_results?: string;
  prefix?: string;
}

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
const lookupRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: FindQuery }>(
    '/lookup/find',
    {
      schema: { querystring: findQuery },
      config: { rateLimit: { max: app.config.lookupRateLimit, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { category, text, id, max_results, prefix } = request.query;
      if (text !== undefined) {
        const max = Math.min(Number(max_results ?? LOOKUP_LIMITS.maxResults), LOOKUP_LIMITS.maxResultsLimit);
        return reply.header('cache-control', 'no-store').send(await app.lookup.suggest(category, text, max));
      }
      try {
        const record = await app.lookup.record(category, id!, prefix);
        if (!record) return reply.status(404).send({ message: 'No such lookup record' });
        return reply.header('cache-control', 'no-store').send(record);
      } catch (error) {
        if (error instanceof LookupRequestError) return reply.status(400).send({ message: error.message });
        throw error;
      }
    },
  );
};

export default lookupRoutes;
