import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storagePdfFiles } from '../../../../src/server/pdf/pdf-files.ts';
import { makeImage } from '../../../support/document-fixtures.ts';
import { uploadFile } from '../documents/upload-helpers.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant } from '../helpers/session.ts';

// Another account on the machine must not read the database (with the auth secret), answers, uploads, PDFs or
// mail, whatever umask the server was started with (the usual 022 makes files 0644 and folders 0755).
let parent: string;
let dataDir: string;
let test: TestApp;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'data-modes-'));
  dataDir = join(parent, 'data');
  test = await buildTestApp({ DATA_DIR: dataDir, JOBS_WORKER: 'off' });
}, 60_000);
afterAll(async () => {
  await test.close();
  rmSync(parent, { recursive: true, force: true });
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every folder and file under `root`, the root included. */
function everything(root: string): string[] {
  return [root, ...readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => join(root, name))];
}

it('keeps the data folder and every file written in it owner-only: database, WAL, uploads, PDFs, mail', async () => {
  const base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  const ada = await logInNewApplicant(test.app);
  expect((await ada.put('/api/answer', { first_name: 'Ada' })).statusCode).toBe(200);
  const upload = await uploadFile(test.app, base, ada, 'personal_statement_doc', await makeImage('png'), 'essay.png');
  expect(upload.storedStatus).toBe(204);
  await storagePdfFiles(test.app.storage).put('pdf/someone/copy.pdf', new Uint8Array([37, 80, 68, 70]));
  await test.app.mailer.settled();

  const paths = everything(dataDir);
  if (test.app.dbEngine === 'sqlite') {
    expect(paths).toEqual(expect.arrayContaining(['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm'].map((name) => join(dataDir, name))));
  }
  expect(paths.filter((path) => path.endsWith('.eml')).length).toBeGreaterThan(0);
  expect(paths.some((path) => path.includes(join('files', 'uploads', 'uploads')))).toBe(true);
  const modes = Object.fromEntries(paths.map((path) => [path.slice(dataDir.length) || '/', modeOf(path)]));
  const expected = Object.fromEntries(paths.map((path) => [path.slice(dataDir.length) || '/', statSync(path).isDirectory() ? '700' : '600']));
  expect(modes).toEqual(expected);
});
