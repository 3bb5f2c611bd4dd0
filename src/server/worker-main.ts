import { runServer } from './process/run-server.ts';

// `npm run worker`: the jobs (conversions, PDFs, webhooks, cleanups), beside any number of `npm run serve` processes.
void runServer('worker');
