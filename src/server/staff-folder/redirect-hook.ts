/**
 * A Node module hook (registered by register.ts): the JSON the server imports from the repository's staff folders
 * (`import pages from '../../uischemas/pages.json'`) is read from STAFF_DIR's copy instead. Runs in Node's hooks
 * thread, so it imports nothing of ours.
 */
interface HookData {
  /** `file://` URLs of the repository's staff folders, each ending in '/'. */
  from: string[];
  /** The same folders in STAFF_DIR, in the same order. */
  to: string[];
}

interface ResolveResult {
  url: string;
  [name: string]: unknown;
}

type NextResolve = (specifier: string, context: unknown) => Promise<ResolveResult>;

let folders: HookData = { from: [], to: [] };

export function initialize(data: HookData): void {
  folders = data;
}

export async function resolve(specifier: string, context: unknown, nextResolve: NextResolve): Promise<ResolveResult> {
  const result = await nextResolve(specifier, context);
  if (!result.url.endsWith('.json')) return result;
  const index = folders.from.findIndex((from) => result.url.startsWith(from));
  return index < 0 ? result : { ...result, url: folders.to[index] + result.url.slice(folders.from[index].length) };
}
