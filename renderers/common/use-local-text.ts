import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Commit } from './with-answer-props.tsx';

/** How long typing pauses before the text is committed to the answers. */
export const COMMIT_DELAY_MS = 250;

interface LocalTextOptions {
  /** The stored answer. */
  answer: string;
  /** Writes the answer (called only when it differs from the stored one). */
  commit(answer: string): void;
  /** Text shown for a stored answer (default: as stored). */
  toText?(answer: string): string;
  /** Answer stored for the typed text (default: as typed). */
  toAnswer?(text: string): string;
  /** Commit after this pause in typing; without it, only on blur. */
  delayMs?: number;
}

/**
 * Keeps typing cheap: the text lives in local state and reaches the answers on blur or after a pause.
 * A change of the stored answer from outside (loading, clearing) replaces the local text.
 */
export function useLocalText({ answer, commit, toText = same, toAnswer = same, delayMs }: LocalTextOptions) {
  const [text, setText] = useState(() => toText(answer));
  const stored = useRef(answer);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The caller's latest functions for flush, which stays the same function; updated after each render, before
  // any event or timer can flush.
  const latest = useRef({ commit, toAnswer });
  useLayoutEffect(() => {
    latest.current = { commit, toAnswer };
  });

  useEffect(() => {
    if (answer === stored.current) return;
    stored.current = answer;
    setText(toText(answer));
  }, [answer, toText]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback((value: string) => {
    clearTimeout(timer.current);
    const next = latest.current.toAnswer(value);
    if (next === stored.current) return;
    stored.current = next;
    latest.current.commit(next);
  }, []);

  const change = useCallback(
    (value: string) => {
      setText(value);
      if (delayMs === undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(value), delayMs);
    },
    [delayMs, flush],
  );

  const blur = useCallback(() => flush(text), [flush, text]);
  return { text, change, blur };
}

/** An input bound to the answer `path` through useLocalText: the typed text and the input's id, value, change and blur. */
export function useLocalAnswerInput(path: string, answer: string, commit: Commit, delayMs?: number) {
  const { text, change, blur } = useLocalText({ answer, commit: (typed) => commit({ [path]: typed }), delayMs });
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(event.target.value);
  return { text, bound: { id: path, value: text, onChange, onBlur: blur } };
}

function same(value: string): string {
  return value;
}
