import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { readArguments } from '../support/read-arguments.ts';
import { buildClient, buildServer, startServer, type AppServer } from './app-process.ts';
import { checkWorkspace } from './checker.ts';
import { watchFolders } from './folder-changes.ts';
import { createFrontServer } from './front-server.ts';
import { createSampleApplicant, type SampleApplicant } from './sample-applicant.ts';
import { STAFF_FOLDERS } from '../../shared/staff-folders.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

const USAGE = `usage: npm run preview -- [FOLDER] [--tenant ID] [--port N]
  FOLDER  an edited copy of ${STAFF_FOLDERS.join(', ')} (any of them, or one of them itself); default: this repository's own
  --tenant  the university to show (a folder of tenants/; default demo)`;

/** A free loopback port for the application behind the preview. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * npm run preview: the real application built from an edited copy of the staff files, on this machine only, with
 * its own throw-away database, files and mail folder (never the production ones). The checker runs first: its
 * problems are shown on the page instead of the application. A saved file checks, builds and reloads again.
 */
async function main(): Promise<number> {
  const parsed = readArguments(process.argv.slice(2), {
    port: { type: 'string', default: process.env.PREVIEW_PORT ?? '3100' },
    tenant: { type: 'string', default: 'demo' },
  });
  if (typeof parsed === 'string' || parsed.positionals.length > 1 || !/^\d+$/.test(parsed.values.port)) {
    console.error(`preview: ${typeof parsed === 'string' ? parsed : 'give at most one folder and a numeric --port'}\n${USAGE}`);
    return 2;
  }
  const repository = resolve(import.meta.dirname, '../../..');
  const source = resolve(parsed.positionals[0] ?? repository);
  let workspace: Workspace;
  try {
    workspace = createWorkspace(repository, source);
  } catch (error) {
    console.error(`preview: ${message(error)}`);
    return 2;
  }
  const port = Number(parsed.values.port);
  const tenant = parsed.values.tenant;
  const site = `http://localhost:${port}`;
  const dataDir = join(workspace.root, 'data');
  const editedFolders = workspace.edited.map((folder) => (source.endsWith(`/${folder}`) ? source : join(source, folder)));
  let applicant: SampleApplicant | null = null;
  const banner = () => (applicant ? `Preview of your edited files, not the live site. Test applicant: ${applicant.email}, password ${applicant.password}` : null);
  // A problem names the workspace's file; staff look for it in their own copy.
  const fileOf = (file: string) => {
    const [folder, ...rest] = file.split('/');
    const at = workspace.edited.indexOf(folder);
    if (at < 0) return file;
    const path = join(editedFolders[at], ...rest);
    const near = relative(process.cwd(), path);
    return near.startsWith('..') ? path : near;
  };
  const front = createFrontServer({ fileOf, banner });
  await new Promise<void>((listening) => front.server.listen(port, '127.0.0.1', listening));
  console.log(`preview: ${site} (files from ${source}; Ctrl+C stops and removes the preview)`);

  let app = null as AppServer | null;
  let serverBuilt = false;
  let version = 0;
  let running = null as Promise<void> | null;
  let again = false;

  async function cycle(): Promise<void> {
    front.show({ kind: 'building', what: 'Checking your files.' });
    const problems = await checkWorkspace(workspace.root);
    if (problems.length > 0) {
      front.show({ kind: 'problems', problems });
      console.log(`preview: ${problems.length} problem(s); the page lists them`);
      return;
    }
    front.show({ kind: 'building', what: 'Your files pass the checker; building the application from them.' });
    try {
      if (!serverBuilt) await buildServer(workspace.root);
      serverBuilt = true;
      version += 1;
      const clientDir = await buildClient(workspace.root, version);
      await app?.stop();
      app = null;
      app = await startServer(workspace.root, { port: await freePort(), clientDir, dataDir, publicUrl: site, tenant });
      if (!applicant) {
        applicant = await createSampleApplicant({ origin: app.origin, site, mailDir: join(dataDir, 'mail') });
        console.log(`preview: test applicant ${applicant.email}, password ${applicant.password}`);
        if (applicant.refused.length > 0) console.log(`preview: sample answers your files refuse: ${applicant.refused.join(', ')}`);
      }
      front.show({ kind: 'app', origin: app.origin });
      console.log(`preview: ready at ${site}`);
    } catch (error) {
      front.show({ kind: 'failed', what: 'The preview could not be built from your files', detail: message(error) });
      console.error(`preview: not built: ${message(error)}`);
    }
  }

  /** One check and build at a time; a save during one starts another once it ends. */
  function refresh(): void {
    if (running) {
      again = true;
      return;
    }
    running = cycle().finally(() => {
      running = null;
      if (again) {
        again = false;
        refresh();
      }
    });
  }

  const stopWatching = watchFolders(editedFolders, (files) => {
    for (const file of files) workspace.sync(file);
    refresh();
  });
  refresh();

  await new Promise<void>((stop) => {
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  stopWatching();
  await running;
  await app?.stop();
  front.server.closeAllConnections();
  await front.close();
  workspace.remove();
  return 0;
}

process.exitCode = await main();
