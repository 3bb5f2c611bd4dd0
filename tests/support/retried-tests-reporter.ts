import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Ends the Vitest output with the name of every test that needed a retry (CI runs each failure once more to tell
 * a flaky test from a broken one). With `failOnFlaky`, a test that passed only on its retry fails the run:
 * a race hidden by a retry is still a race.
 */
export default class RetriedTestsReporter implements Reporter {
  constructor(private readonly options: { failOnFlaky: boolean }) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const retried = testModules.flatMap((module) => [...module.children.allTests()]).filter(wasRetried);
    if (retried.length === 0) return;
    const lines = retried.map(
      (test) => `  ${test.result().state === 'passed' ? 'flaky ' : 'failed'}  ${test.module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`,
    );
    console.log(`\nRetried tests (${retried.length}):\n${lines.join('\n')}`);
    if (this.options.failOnFlaky) {
      console.log('A test that passed only on its retry fails the run: fix its cause.');
      process.exitCode = 1;
    }
  }
}

function wasRetried(test: TestCase): boolean {
  return (test.diagnostic()?.retryCount ?? 0) > 0;
}
