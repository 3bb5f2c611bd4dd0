import { runServer } from './process/run-server.ts';

// `npm start` / `npm run serve`: web requests, and the jobs too unless JOBS_WORKER=off.
void runServer('server');
