import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

/**
 * A module of routes. Its request bodies, queries and params are typed from the JSON Schemas the routes declare
 * (`as const` literals, through json-schema-to-ts), so each shape is written once.
 */
export type Routes = FastifyPluginAsyncJsonSchemaToTs;
