import { createContext } from 'react';
import type { Answers } from '../../src/shared/form/types.ts';

/** What a renderer commits: answers to write, or a function of the current answers giving them. */
export type AnswerChanges = Answers | ((answers: Answers) => Answers);

/**
 * The one way a renderer's commit leaves it: the form binding around JSON Forms (src/client/form) provides this,
 * applies the change to the page's answer store at once (in the same event, so a click on Save right after a blur
 * finds it there) and hands JSON Forms the store's answers. Without a provider (read-only views) a commit does nothing.
 */
export const CommitContext = createContext<((changes: AnswerChanges) => void) | null>(null);
