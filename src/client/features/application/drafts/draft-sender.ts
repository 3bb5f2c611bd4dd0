import type { Answers } from '../../../../shared/form/types.ts';

export interface DraftSenderOptions {
  /** What the page holds unsaved now: the draft to send. */
  unsaved(): Answers;
  /** PUT /api/draft; `keepalive` when the page is hidden or closing. */
  send(answers: Answers, keepalive: boolean): Promise<unknown>;
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
  /** The server's draft is `draft` (read at the start, or emptied by Discard). */
  serverHas(draft: Answers): void;
  /** Sends nothing more (the application closes: a log-out, another account) until `resume`. */
  stop(): void;
  /** Sends again after a stop (React's development mode mounts a component twice). */
  resume(): void;
}

const sameAnswers = (a: Answers, b: Answers) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
};

/**
 * Keeps the server's draft equal to what the page holds unsaved, without sending what it already has: after a
 * pause in typing, and at once when asked (page hidden or closing, before an idle logout). One send at a time; a
 * failed send is forgotten, so the next pause or flush sends again.
 */
export function createDraftSender({ unsaved, send, delayMs }: DraftSenderOptions): DraftSender {
  let onServer: Answers = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  async function sendNow(keepalive: boolean): Promise<void> {
    const draft = unsaved();
    if (stopped || sameAnswers(draft, onServer)) return;
    try {
      await send(draft, keepalive);
    } catch {
      // A page closing can send only 64 KB with keepalive: a longer draft goes as an ordinary request, which a
      // hidden page still completes and a closing one may not.
      if (!keepalive) return;
      try {
        await send(draft, false);
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
