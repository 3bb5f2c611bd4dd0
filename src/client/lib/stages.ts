/** Settles in a task of its own, after whatever is queued: the browser paints and answers input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Evaluates module graphs one per task. `import()` runs a module and every module under it not run yet in one go,
 * so a page's code brought as one graph is one long task on a phone's CPU; brought as stages (the libraries first,
 * then what uses them), each is a task of its own and the browser answers input between them. Each stage's import
 * starts once the one before has run; resolves with the last stage's module.
 */
export async function inStages<T>(stages: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return last();
}
