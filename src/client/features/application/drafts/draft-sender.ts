import type { Answers } from '../../../../shared/form/types.ts';
import type { DraftChange } from '../api/draft.ts';

export interface DraftSenderOptions {
  /** What the page holds unsaved now: the draft to send. */
  unsaved(): Answers;
  /** PUT /api/draft; `keepalive` when the page is hidden or closing. */
  send(change: DraftChange, keepalive: boolean): Promise<unknown>;
  /** How long typing must pause before a draft is sent (drafts.json). */
  delayMs: number;
}

export interface DraftSender {
  /** Typing happened: send once it pauses for `delayMs`. */
  typed(): void;
  /** Sends now what is unsaved, unless the server already has exactly that. Never rejects. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** A save wrote `saved`: the server dropped those keys from its draft itself. */
  saved(saved: Answers): void;
  /** The server's draft is `draft` (read at the start, or emptied by Discard): keys in it this page does not hold unsaved are dropped with the next send. */
  serverHas(draft: Answers): void;
  /** Sends nothing more (the application closes: a log-out, another account) until `resume`. */
  stop(): void;
  /** Sends again after a stop (React's development mode mounts a component twice). */
  resume(): void;
}

/** What turns the server's draft as this tab last knew it (`onServer`) into `draft`: the keys to set, and to drop. */
function changeFrom(onServer: Answers, draft: Answers): DraftChange {
  const answers = Object.fromEntries(Object.entries(draft).filter(([key, value]) => !Object.hasOwn(onServer, key) || onServer[key] !== value));
  return { answers, drop: Object.keys(onServer).filter((key) => !Object.hasOwn(draft, key)) };
}

/**
 * Keeps this page's part of the server's draft equal to what the page holds unsaved, sending only what changed
 * since the server last had it: after a pause in typing, and at once when asked (page hidden or closing, before a
 * logout). The server merges it, so another tab's keys stay. One send at a time; a failed send is forgotten, so the
 * next pause or flush sends its change again.
 */
export function createDraftSender({ unsaved, send, delayMs }: DraftSenderOptions): DraftSender {
  let onServer: Answers = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  async function sendNow(keepalive: boolean): Promise<void> {
    const draft = unsaved();
    const change = changeFrom(onServer, draft);
    if (stopped || (Object.keys(change.answers).length === 0 && change.drop.length === 0)) return;
    try {
      await send(change, keepalive);
    } catch {
      // A page closing can send only 64 KB with keepalive: a longer draft goes as an ordinary request, which a
      // hidden page still completes and a closing one may not.
      if (!keepalive) return;
      try {
        await send(change, false);
      } catch {
        return;
      }
    }
    onServer = draft;
  }

  function flush({ keepalive = false } = {}): Promise<void> {
    clearTimeout(timer);
    const run = queue.then(() => sendNow(keepalive));
    queue = run;
    return run;
  }

  return {
    typed() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    saved(saved) {
      onServer = Object.fromEntries(Object.entries(onServer).filter(([key]) => !(key in saved)));
    },
    serverHas(draft) {
      onServer = draft;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    resume() {
      stopped = false;
    },
  };
}
