/** One entry of `npm run bench`: `id` selects it on the command line, `run` measures and returns the printed report. */
export interface Benchmark {
  id: string;
  title: string;
  run(): Promise<string>;
}

/** Runs the module's benchmark when the file itself is executed (`npx tsx bench/<id>.ts`). */
export async function runIfMain(moduleUrl: string, benchmark: Benchmark): Promise<void> {
  const { pathToFileURL } = await import('node:url');
  if (moduleUrl === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchmark.run());
}
