import { createContext, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { JsonFormsStateContext } from '@jsonforms/react';
import type { Answers } from '../../src/shared/form/types.ts';

/** Where the renderers read the answers: the page's answer store, which notifies on every commit. */
export interface AnswerSource {
  getAnswers(): Answers;
  subscribe(listener: () => void): () => void;
}

/**
 * Provided by the form binding (src/client/form). JSON Forms then never holds the answers, so a commit does not
 * change its context and re-render every renderer: each one subscribes to the part of the answers it shows.
 */
export const AnswerSourceContext = createContext<AnswerSource | null>(null);

const NO_ANSWERS: Answers = {};
const never = () => () => {};

/** The provided source; without one (JSON Forms used alone), JSON Forms' own data. */
export function useAnswerSource(ctx: JsonFormsStateContext): AnswerSource {
  const provided = useContext(AnswerSourceContext);
  const data = (ctx.core?.data as Answers | undefined) ?? NO_ANSWERS;
  return useMemo(() => provided ?? { getAnswers: () => data, subscribe: never }, [provided, data]);
}

/**
 * A value worked out from the answers; the caller re-renders only when it changes (by `equal`). `select` may be a
 * new function on every render: it is applied again then, and on every change of the answers.
 */
export function useAnswerSelection<T>(source: AnswerSource, select: (answers: Answers) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ answers: Answers; select: (answers: Answers) => T; value: T } | null>(null);
  const getSnapshot = () => {
    const answers = source.getAnswers();
    const cached = last.current;
    if (cached && cached.answers === answers && cached.select === select) return cached.value;
    const value = select(answers);
    const kept = cached && equal(cached.value, value) ? cached.value : value;
    last.current = { answers, select, value: kept };
    return kept;
  };
  // The same answers on the server (the page shell renders a form for its styles).
  return useSyncExternalStore(source.subscribe, getSnapshot, getSnapshot);
}

/** Same keys with the same values (Object.is). */
export function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}
