import type { RouteOptions } from 'fastify';

/** One path of the app with every method it answers and the schemas its routes declare. */
export interface FuzzRoute {
  url: string;
  methods: string[];
  /** The declared JSON schemas, by part (body, querystring, params); the fuzzer builds wrong values around them. */
  schemas: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * Collects every route as the app registers it (buildApp's onRoute), so a route added tomorrow is fuzzed without
 * anyone listing it here. Fastify reports the HEAD twin of each GET route as a route of its own; it is kept.
 */
export function routeCollector() {
  const byUrl = new Map<string, FuzzRoute>();
  return {
    onRoute(route: RouteOptions) {
      const entry = byUrl.get(route.url) ?? { url: route.url, methods: [], schemas: {} };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      entry.methods.push(...methods.filter((method) => !entry.methods.includes(method)));
      const schema = (route.schema ?? {}) as FuzzRoute['schemas'];
      entry.schemas = {
        body: entry.schemas.body ?? schema.body,
        querystring: entry.schemas.querystring ?? schema.querystring,
        params: entry.schemas.params ?? schema.params,
      };
      byUrl.set(route.url, entry);
    },
    routes: (): FuzzRoute[] => [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url)),
  };
}

/** The property names a schema declares (its `properties`), for building bodies and queries that look almost right. */
export function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}
