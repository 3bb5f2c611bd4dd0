import { createContext } from 'react';
import type { Answers } from '../../src/shared/form/types.ts';

/** What a renderer commits: answers to write, or a function of the current answers giving them. */
export type AnswerChanges = Answers | ((answers: Answers) => Answers);

/**
 * Told of every commit at the moment it happens, beside the JSON Forms dispatch. FormPage listens here so the
 * client's answers are current before the next event (a click on Save right after a blur), instead of after
 * JSON Forms' debounced onChange.
 */
export const CommitSinkContext = createContext<((changes: AnswerChanges) => void) | null>(null);
