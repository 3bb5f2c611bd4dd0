import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { countHit } from '../db/rate-limit/rate-limit-hits.ts';

type RouteInfo = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's store on our database instead of its in-process LRU: every server process on the database
 * counts a client's requests to a route together, so a limit reached through one process holds through the others
 * (behind a load balancer, a client's requests are spread over them). Each route counts in its own bucket, named
 * by its method and URL, as the plugin's own stores keep one counter per route. The plugin's `continueExceeding`
 * and `exponentialBackoff` options are not used by this app and not implemented: a window starts over when it ends.
 */
export function databaseRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;

    /** The plugin constructs the root store with its options; children are made by `child` with their bucket. */
    constructor(_options?: unknown, bucket = 'global') {
      this.bucket = bucket;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      countHit(db, this.bucket, key, at, timeWindow).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - at.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteInfo): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${method} ${String(route.url ?? '')}`.trim() || this.bucket);
    }
  }
  return DatabaseRateLimitStore;
}
