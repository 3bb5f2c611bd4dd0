import { authPolicy } from '../shared/auth/auth-policy.ts';

/** libuv's own default size: the threads file reads and writes, DNS lookups, zlib and async crypto keep for themselves. */
const FOR_EVERYTHING_ELSE = 4;

/**
 * The UV_THREADPOOL_SIZE the server wants: one thread per password hash it computes at once (argon2 with one lane,
 * auth/password-hashing.ts) plus libuv's default for the rest, so a crowd of sign-ups never queues a file read or a
 * mail behind the hashes. libuv reads the variable once, before the first module loads: the launcher sets it
 * (scripts/start.mjs, bench/support/processes.ts); a process started without it warns in production.
 */
export const THREAD_POOL_SIZE = authPolicy.passwordHashing.concurrent + FOR_EVERYTHING_ELSE;
