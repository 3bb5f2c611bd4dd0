import type { AnswerSaveId } from '../../shared/form/answer-save-id.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import { wordAnswerProblem } from '../../shared/texts/word-answer-problem.ts';
import { refusedBody } from '../http/request-error.ts';
import { frozenError } from './errors.ts';
import type { AnswerProblem } from '../../shared/form/index.ts';
import type { Answers } from './form-rules.ts';

/** Refuses the whole map with 400 when any key is unknown, of the wrong type or too long, each problem said in the request's language. */
export function assertStorableAnswers(deps: ApplicationDeps, answers: Answers): void {
  const problems: AnswerProblem[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const problem = deps.rules.answerProblem(key, value);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw refusedBody((texts) => problems.map((problem) => wordAnswerProblem(problem, texts)).join(' '));
}

/**
 * Merges the given answers into the applicant's map; keys not given keep their values. Format errors inside
 * known keys are stored as typed, because the applicant is still working; submit runs the full validation.
 * Refused with 409 once the application is submitted, like every change (withOpenApplication), in one transaction.
 * With the page's save id, a key a later save of that page already wrote keeps its value (a retry is harmless).
 */
export async function saveAnswers(deps: ApplicationDeps, applicantId: string, answers: Answers, saveId: AnswerSaveId | null = null): Promise<void> {
  assertStorableAnswers(deps, answers);
  if (!(await deps.answerSaves.save(applicantId, answers, isoNow(deps), deps.intendedStudentType, saveId))) throw frozenError();
}
