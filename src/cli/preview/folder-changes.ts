import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `folder` with its size and modification time. */
function snapshot(folder: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) snapshot(path, into);
    else if (entry.isFile()) {
      const stat = statSync(path);
      into.set(path, `${stat.size}:${stat.mtimeMs}`);
    }
  }
  return into;
}

/**
 * Calls `changed` with the files added, changed or removed under the folders since the last look. It looks every
 * `intervalMs` instead of using fs.watch: editors save by replacing a file, and Node's recursive watch on Linux
 * loses a file once it has been replaced.
 */
export function watchFolders(folders: string[], changed: (files: string[]) => void, intervalMs = 500): () => void {
  const look = () => new Map(folders.flatMap((folder) => [...snapshot(folder)]));
  let last = look();
  const timer = setInterval(() => {
    let now: Map<string, string>;
    try {
      now = look();
    } catch {
      return; // a folder mid-save: look again next time
    }
    const files = [...new Set([...last.keys(), ...now.keys()])].filter((file) => last.get(file) !== now.get(file));
    last = now;
    if (files.length > 0) changed(files);
  }, intervalMs);
  return () => clearInterval(timer);
}
