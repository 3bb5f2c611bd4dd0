import { beforeLogoutMs } from '../../../texts-and-settings/drafts.json';

type Task = () => Promise<unknown>;

const tasks = new Set<Task>();

/**
 * Registers what must reach the server while the session still stands (the draft of unsaved answers), run before
 * every logout: the Log Out button's as well as the idle timer's. Features register here so the session feature need
 * not know them. Returns the unregistering.
 */
export function beforeSessionEnds(task: Task): () => void {
  tasks.add(task);
  return () => void tasks.delete(task);
}

/** Runs every registered task and waits for them, at most `beforeLogoutMs` (drafts.json): a logout is never held up for long. */
export async function runBeforeSessionEnd(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, beforeLogoutMs)));
  try {
    await Promise.race([Promise.allSettled([...tasks].map((task) => task())), limit]);
  } finally {
    clearTimeout(timer);
  }
}
