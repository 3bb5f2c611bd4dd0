import type { FileStorage } from '../storage/types.ts';

export interface ReadinessDeps {
  database(): Promise<boolean>;
  storage: FileStorage;
  queue(): Promise<boolean>;
}

/** A key no upload or PDF can have (theirs start with uploads/, converted/ or pdf/): reading it must find nothing. */
const PROBE_KEY = 'readiness/probe';
/** Each check gets this long: a database behind a dead firewall rule must not hold the probe until the balancer gives up. */
const CHECK_MS = 2000;

function within(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** Whether this process can serve: null when it can, else what is missing, in a few words. */
export async function notReadyReason(deps: ReadinessDeps): Promise<string | null> {
  const [database, storage, queue] = await Promise.all([
    within(deps.database(), CHECK_MS),
    // Any answer, even "no such file", means the bucket or folder is reachable.
    within(
      deps.storage.read(PROBE_KEY, 1).then(() => true),
      CHECK_MS,
    ),
    within(deps.queue(), CHECK_MS),
  ]);
  if (!database) return 'database unavailable';
  if (!storage) return 'storage unavailable';
  if (!queue) return 'job queue unavailable';
  return null;
}
