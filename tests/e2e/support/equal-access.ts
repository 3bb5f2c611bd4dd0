/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

/**
 * The IBM Equal Access checker's engine, as its package ships it for a page (ace.js), read from node_modules: no
 * network. It is evaluated through the DevTools protocol rather than added as a <script>, because the site's CSP
 * allows only its own script files and refuses an inline one (as it should).
 */
const ACE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

/** The engine's own rule set (WCAG 2.2 A/AA and the IBM requirements built on it), as its tools run by default. */
const POLICY = 'IBM_Accessibility';

/**
 * What counts: a violation the rule is sure of (`["VIOLATION", "FAIL"]`). A potential violation (`"POTENTIAL"`)
 * needs a person to judge (e.g. "is this word 'above' about the layout?"), so it is recorded on the test, never
 * failed on; recommendations and manual checks are advice. The engine reports each result's kind as its `value`
 * pair (the `level` names in its README are added by the accessibility-checker wrapper, not by the engine).
 */
const FAILING = 'FAIL';
const REPORTED = 'POTENTIAL';

interface AceResult {
  ruleId: string;
  /** FAIL or POTENTIAL, for results of violation rules. */
  outcome: string;
  message: string;
  snippet: string;
  path: { dom: string };
}

function describe(results: readonly AceResult[]): string {
  return results.map((result) => `${result.ruleId}: ${result.message}\n    at ${result.path.dom}\n      ${result.snippet}`).join('\n\n');
}

/** Runs the engine on the page as it is now; the engine is loaded once per document. */
async function check(page: Page): Promise<AceResult[]> {
  const loaded = await page.evaluate(() => typeof (window as { ace?: unknown }).ace === 'object');
  if (!loaded) await page.evaluate(`${ACE_SOURCE}\n;window.ace = ace;`);
  return page.evaluate(
    async ({ policy, outcomes }) => {
      type RawResult = Omit<AceResult, 'outcome'> & { value: [string, string] };
      type Checker = { check(document: Document, policies: string[]): Promise<{ results: RawResult[] }> };
      const ace = (window as unknown as { ace: { Checker: new () => Checker } }).ace;
      const report = await new ace.Checker().check(document, [policy]);
      return report.results
        .filter(({ value: [kind, outcome] }) => kind === 'VIOLATION' && outcomes.includes(outcome))
        .map(({ ruleId, value, message, snippet, path }) => ({ ruleId, outcome: value[1], message, snippet, path: { dom: path.dom } }));
    },
    { policy: POLICY, outcomes: [FAILING, REPORTED] },
  );
}

/**
 * The page has no Equal Access violation (each one printed on failure); its potential violations are attached to
 * the test's annotations for a person to judge.
 */
export async function expectNoEqualAccessViolations(page: Page): Promise<void> {
  const results = await check(page);
  const potential = results.filter((result) => result.outcome === REPORTED);
  if (potential.length > 0) test.info().annotations.push({ type: 'equal-access potential', description: `${new URL(page.url()).pathname}\n${describe(potential)}` });
  const violations = results.filter((result) => result.outcome === FAILING);
  expect(violations, describe(violations)).toEqual([]);
}
