/**
 * Full validation of an application, as POST /api/submit and `npm run validate` do it: hidden answers cleared,
 * then every page validated and its errors normalised. Measured in this process on the complete answer set of
 * tests/fixtures (every page, which must come out with no errors) and on the incomplete one (many errors, so the
 * normaliser works too), ITERATIONS times each after a warm-up. Also reports what building
 * the engine costs (every page's validators compiled), which a server pays once at start.
 * Run alone with `npx tsx bench/validation.ts` (ITERATIONS, default 2000).
 */
import { performance } from 'node:perf_hooks';
import aboutIncomplete from '../tests/fixtures/about.incomplete.answers.json' with { type: 'json' };
import { completeApplication } from '../tests/support/complete-application.ts';
import { answersFromFile, createFormEngine, formPages, hasErrors, type Answers, type FormEngine } from '../src/shared/form/index.ts';
import type { PageName } from '../src/shared/form/pages.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { latency, latencyLine, type Latency } from './support/stats.ts';

/** The fixtures' birth dates and school years are written against this day. */
const TODAY = '2026-11-22';

interface ValidationBenchResult {
  engineBuild: Latency;
  complete: Latency;
  incomplete: Latency;
  answerCount: number;
  incompleteErrorCount: number;
}

/** `work` run `runs` times, each timed alone. */
function time(runs: number, work: () => void): Latency {
  return latency(
    Array.from({ length: runs }, () => {
      const start = performance.now();
      work();
      return performance.now() - start;
    }),
  );
}

function submitValidation(engine: FormEngine<PageName>, answers: Answers) {
  return engine.validateAll(engine.withHiddenAnswersCleared(answers, {}), { today: TODAY });
}

async function measureValidation(iterations = Number(process.env.ITERATIONS ?? 2000)): Promise<ValidationBenchResult> {
  const complete = answersFromFile(completeApplication(new Date(TODAY)));
  const incomplete = answersFromFile(aboutIncomplete);

  const engineBuild = time(20, () => createFormEngine<PageName>(formPages));
  const engine = createFormEngine<PageName>(formPages);

  const completeErrors = submitValidation(engine, complete);
  if (hasErrors(completeErrors)) throw new Error(`the complete answer set does not validate: ${JSON.stringify(completeErrors)}`);
  const incompleteErrors = submitValidation(engine, incomplete);
  if (!hasErrors(incompleteErrors)) throw new Error('the incomplete answer set validates without errors');

  const warmup = Math.max(50, Math.floor(iterations / 10));
  time(warmup, () => submitValidation(engine, complete));
  time(warmup, () => submitValidation(engine, incomplete));
  return {
    engineBuild,
    complete: time(iterations, () => submitValidation(engine, complete)),
    incomplete: time(iterations, () => submitValidation(engine, incomplete)),
    answerCount: Object.keys(complete).length,
    incompleteErrorCount: Object.values(incompleteErrors).reduce((sum, page) => sum + Object.keys(page).length, 0),
  };
}

const line = (label: string, l: Latency): string => latencyLine(label, l, { digits: 3, width: 46 });

export const validationBenchmark: Benchmark = {
  id: 'validation',
  title: 'full validation of an application (clear hidden answers, validate every page), in process',
  async run() {
    const result = await measureValidation();
    return [
      'Full validation of an application, as submit and npm run validate do it:',
      line(`complete answer set (${result.answerCount} answers, no errors)`, result.complete),
      line(`incomplete answer set (${result.incompleteErrorCount} keys with errors)`, result.incomplete),
      line('building the engine (validators compiled)', result.engineBuild),
    ].join('\n');
  },
};

await runIfMain(import.meta.url, validationBenchmark);
