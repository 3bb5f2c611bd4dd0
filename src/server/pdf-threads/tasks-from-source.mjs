// The PDF threads' entry when the server runs from its TypeScript source (tests, `npm run dev`, benchmarks): a
// worker thread does not get the process's tsx hooks, so tasks.ts is loaded through tsx's own import here.
// The compiled server (dist-server) loads tasks.js directly and never reads this file.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { default: runTask } = await tsImport(workerData.tasks, import.meta.url);
export default runTask;
