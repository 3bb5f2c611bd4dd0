import type { RendererDefaults } from '../../../shared/form/data-model.ts';
import type { DateRuleSchemas } from '../../../shared/form/date-keywords.ts';
import { buildFormAjv } from '../../../shared/form/form-ajv-factory.ts';
import { buildFormEngine } from '../../../shared/form/form-engine.ts';
import { isAnswered, toIsoDate } from '../../../shared/form/answer-model.ts';
import { wordAnswerProblem, type RequestMessages } from '../../../shared/texts/word-answer-problem.ts';
import type { CheckedPage } from '../../form-check/index.ts';
import { StaffFiles } from '../staff-files.ts';
import { DatabaseUnreadable, readApplications, type StoredApplication } from './read-only-database.ts';

interface Tally {
  applications: number;
  submitted: number;
  reason?: string;
}

function count(tallies: Map<string, Tally>, key: string, submitted: boolean, reason?: string): void {
  const tally = tallies.get(key) ?? { applications: 0, submitted: 0, reason };
  tally.applications += 1;
  if (submitted) tally.submitted += 1;
  tallies.set(key, tally);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The form engine the files under `root` make (what the server would run once they are published), and its refusals' words. */
function engineOf(root: string, pages: readonly CheckedPage[]) {
  const staff = new StaffFiles(root);
  const dateRules = (staff.read('schemas/page.meta.json') as { definitions: DateRuleSchemas }).definitions;
  const defaults = (staff.read('uischemas/renderers.json') as { defaults: RendererDefaults }).defaults;
  const definitions = pages.map((page) => ({ name: page.name, schema: page.resolved, uischema: page.ui?.data ?? { type: 'VerticalLayout', elements: [] } }));
  const messages = staff.read('texts-and-settings/request-messages.json') as RequestMessages;
  return { engine: buildFormEngine(definitions, buildFormAjv(dateRules), defaults), messages };
}

/** Keys holding an answer that the new rules refuse, with the first reason (no value is printed: it is personal). */
function refusedKeys({ engine, messages }: ReturnType<typeof engineOf>, application: StoredApplication, today: string): Map<string, string> {
  const refused = new Map<string, string>();
  for (const [key, value] of Object.entries(application.answers)) {
    if (!engine.isKnownAnswerKey(key)) continue;
    // The tenant's own limit applies to partner textareas; the checker only asks the fixed limits and types.
    const problem = engine.answerProblem(key, value, Number.MAX_SAFE_INTEGER);
    if (problem) refused.set(key, wordAnswerProblem(problem, messages).replace(`${key} `, ''));
  }
  const errors = engine.validateAll(application.answers, { today: today as `${number}-${number}-${number}`, tabs: application.tabs });
  for (const byKey of Object.values(errors)) {
    for (const [key, messages] of Object.entries(byKey)) {
      if (!refused.has(key) && isAnswered(application.answers[key])) refused.set(key, messages[0] ?? 'is refused');
    }
  }
  return refused;
}

/**
 * npm run schemas:check -- --against DATABASE: what publishing the files under `root` would do to the applications
 * already stored, read without writing. Stored answers under keys the files no longer have (they stay stored, they
 * only stop showing), in-progress applications with answers the new rules refuse (their applicants must change them
 * before they can submit), and submitted applications (never validated again; their PDFs are already made).
 * Counts and keys only, never a value or an applicant. Exit 0 when no stored application is touched, 1 when some
 * are, 2 when the database cannot be read.
 */
export async function checkAgainstDatabase(root: string, pages: readonly CheckedPage[], target: string): Promise<number> {
  let applications: StoredApplication[];
  try {
    applications = await readApplications(target);
  } catch (error) {
    console.error(`schemas:check --against: ${error instanceof DatabaseUnreadable ? error.message : String(error)}`);
    return 2;
  }
  const checked = engineOf(root, pages);
  const { engine } = checked;
  const today = toIsoDate(new Date());
  const removed = new Map<string, Tally>();
  const refused = new Map<string, Tally>();
  let refusedApplications = 0;
  const submitted = applications.filter((application) => application.submitted).length;
  for (const application of applications) {
    for (const key of [...Object.keys(application.answers), ...application.sealed]) if (!engine.isKnownAnswerKey(key)) count(removed, key, application.submitted);
    if (application.submitted) continue;
    const keys = refusedKeys(checked, application, today);
    if (keys.size > 0) refusedApplications += 1;
    for (const [key, reason] of keys) count(refused, key, false, reason);
  }

  const lines: string[] = [];
  lines.push(`schemas:check --against: ${plural(applications.length, 'stored application')} (${applications.length - submitted} in progress, ${submitted} submitted)`);
  if (removed.size > 0) {
    lines.push(`stored answers under keys the files no longer have (kept in the database; no longer shown, checked or printed):`);
    for (const [key, tally] of [...removed].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${key}: ${plural(tally.applications, 'application')}${tally.submitted > 0 ? ` (${tally.submitted} submitted)` : ''}`);
    }
  }
  if (refusedApplications > 0) {
    lines.push(`${plural(refusedApplications, 'in-progress application')} hold answers the new rules refuse (the applicant must change them before submitting):`);
    for (const [key, tally] of [...refused].sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`  ${key}: ${plural(tally.applications, 'application')} (${tally.reason})`);
  }
  lines.push(`${plural(submitted, 'submitted application')}: never validated again; their PDFs are kept and keep printing`);
  const sealed = applications.reduce((sum, application) => sum + application.sealed.length, 0);
  if (sealed > 0) lines.push(`${plural(sealed, 'secret answer')} stored encrypted: counted, not checked against the new rules (the checker holds no key)`);
  const touched = removed.size > 0 || refusedApplications > 0;
  if (!touched) lines.push('schemas:check --against: ok, no stored application is affected');
  for (const line of lines) (touched ? console.error : console.log)(line);
  return touched ? 1 : 0;
}
