/** A usage mistake: the problem and the usage, on stderr, exit code 2. */
export function usageError(problem: string, usage: string): number {
  console.error(`${problem}\n${usage}`);
  return 2;
}

/** Runs a command's main and exits with its code; an error it throws is one line (`describe` words it), exit 1. */
export function runCommand(main: () => Promise<number>, describe: (error: unknown) => string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(describe(error));
      process.exit(1);
    },
  );
}
