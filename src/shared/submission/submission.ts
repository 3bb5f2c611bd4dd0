import { withHiddenAnswersCleared, tabGroup, tabIds, addAnotherButtonIds, type AnswerValue, type Answers } from '../form/index.ts';
import { answerColumns, ssnAnswerKeys } from './answer-columns.ts';

/** One submitted application (submission.schema.json): what the export, the staff API and the webhook deliver. */
export interface Submission {
  id: string;
  submittedAt: string;
  intendedStudentType: string | null;
  tenant: string;
  ssnIncluded: boolean;
  answers: SubmissionAnswer[];
  repeatedBlocks: Record<string, number>;
  tabs: Record<string, string>;
  documents: SubmittedDocument[];
  pdf: { name: string; ready: boolean };
}

interface SubmissionAnswer {
  page: string;
  key: string;
  value: AnswerValue;
}

interface SubmittedDocument {
  answerKey: string;
  name: string;
  size: number | null;
}

/** What is stored of one submitted application, as read from the database. */
export interface StoredSubmission {
  id: string;
  submittedAt: string;
  intendedStudentType: string | null;
  tenant: string;
  answers: Answers;
  /** Stored tab choices; a group without one shows its default tab. */
  tabs: Record<string, string>;
  /** Stored Add Another counts; a group without one shows one block. */
  addAnother: Record<string, number>;
  documents: SubmittedDocument[];
  pdfReady: boolean;
}

/** An Add Another group shows one block until the applicant adds one. */
const DEFAULT_BLOCKS = 1;

function pdfNameOf(id: string): string {
  return `${id}.pdf`;
}

/**
 * The representation of a stored submission. Hidden sections' answers are cleared by the form engine (as the submit
 * did) and left out with every unanswered key; the SSN answers stay only when `withSsn`.
 */
export function toSubmission(stored: StoredSubmission, { withSsn }: { withSsn: boolean }): Submission {
  const tabs = Object.fromEntries(tabIds().map((id) => [id, stored.tabs[id] ?? tabGroup(id)!.defaultTab]));
  const shown = withHiddenAnswersCleared(stored.answers, { tabs });
  const ssn = ssnAnswerKeys();
  const answers: SubmissionAnswer[] = [];
  for (const { page, key } of answerColumns()) {
    const value = shown[key];
    if (value === undefined || value === '' || (!withSsn && ssn.has(key))) continue;
    answers.push({ page, key, value });
  }
  const given = new Set(answers.map((answer) => answer.key));
  return {
    id: stored.id,
    submittedAt: stored.submittedAt,
    intendedStudentType: stored.intendedStudentType,
    tenant: stored.tenant,
    ssnIncluded: withSsn,
    answers,
    repeatedBlocks: Object.fromEntries(addAnotherButtonIds().map((id) => [id, stored.addAnother[id] ?? DEFAULT_BLOCKS])),
    tabs,
    documents: stored.documents.filter((document) => given.has(document.answerKey)),
    pdf: { name: pdfNameOf(stored.id), ready: stored.pdfReady },
  };
}

/** A submission's answers as a flat map (key → value), as the applicant's answers are kept. */
export function answersOf(submission: Submission): Answers {
  return Object.fromEntries(submission.answers.map(({ key, value }) => [key, value]));
}
