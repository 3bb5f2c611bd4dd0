// A staff edit in JSON alone: a copy of the staff folders whose high-school AddAnother lists one prefix more (and the
// schema the questions of that block), served by the real server started with STAFF_DIR. The new block is counted,
// saved, validated, looked up and part of what the print view reads; the repository's own files stay as they are.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../../src/server/db/connect.ts';
import { createServiceTokens } from '../../../../src/server/pdf/service-tokens.ts';
import { STAFF_FOLDERS } from '../../../../src/shared/staff-folders.ts';
import type { UiElement } from '../../../../src/shared/form/types.ts';
import { codeIn, readMails } from '../../../support/mail-files.ts';

const TSX = createRequire(import.meta.url).resolve('tsx');
const MAIN = resolve('src/server/main.ts');
const PASSWORD = 'Correct-Horse-42';
const SCHOOL = { ceeb: '333333', name: 'Riverbend High School', city: 'Boise', state: 'ID', zip: '83702' };

const work = mkdtempSync(join(tmpdir(), 'staff-folder-'));
const staffDir = join(work, 'staff');
const dataDir = join(work, 'data');
const lookupDir = join(work, 'lookup');

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function findAddAnother(element: UiElement, buttonId: string): UiElement | undefined {
  if (element.type === 'AddAnother' && element.options?.buttonId === buttonId) return element;
  for (const child of element.elements ?? []) {
    const found = findAddAnother(child, buttonId);
    if (found) return found;
  }
  return undefined;
}

/** Raises the `hs` group by one block in the copy: one prefix more, and the last block's questions under it. */
function raiseHighSchools(): { prefix: string; maximum: number } {
  const uiFile = join(staffDir, 'uischemas', 'education.uischema.json');
  const schemaFile = join(staffDir, 'schemas', 'education.schema.json');
  const ui = readJson<UiElement>(uiFile);
  const group = findAddAnother(ui, 'hs')!;
  const prefixes = group.options!.prefixes!;
  const last = prefixes[prefixes.length - 1];
  const prefix = `hs_${prefixes.length + 1}_`;
  prefixes.push(prefix);
  writeFileSync(uiFile, JSON.stringify(ui, null, 2));
  const schema = readJson<{ properties: Record<string, unknown> }>(schemaFile);
  for (const [key, property] of Object.entries(schema.properties)) {
    if (key.startsWith(last)) schema.properties[prefix + key.slice(last.length)] = property;
  }
  writeFileSync(schemaFile, JSON.stringify(schema, null, 2));
  return { prefix, maximum: prefixes.length };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

let server: ChildProcess;
let site: string;
let cookie = '';
let raised: { prefix: string; maximum: number };

/** The parts of the answers these tests read: add-another counts, submit's errors, the print payload. */
interface Answered {
  hs?: number;
  errors?: { education?: Record<string, string[]> };
  add_another?: Record<string, number>;
  answer?: Record<string, unknown>;
}

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Answered }> {
  const response = await fetch(`${site}${path}`, {
    method,
    headers: { origin: site, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length > 0) cookie = cookies.join('; ');
  return { status: response.status, json: (await response.json()) as Answered };
}

async function until<T>(what: string, find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`waited in vain for ${what}`);
}

beforeAll(async () => {
  for (const folder of STAFF_FOLDERS) cpSync(folder, join(staffDir, folder), { recursive: true });
  raised = raiseHighSchools();
  mkdirSync(lookupDir);
  writeFileSync(join(lookupDir, 'hs_ceeb.csv'), `ceeb_code,name,city,state,zip,country\n${SCHOOL.ceeb},${SCHOOL.name},${SCHOOL.city},${SCHOOL.state},${SCHOOL.zip},US\n`);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  let stdout = '';
  let stderr = '';
  server = spawn(process.execPath, ['--import', TSX, MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      STAFF_DIR: staffDir,
      DATA_DIR: dataDir,
      LOOKUP_DATA_DIR: lookupDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: site,
      LOG_LEVEL: 'info',
      JOBS_WORKER: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  await until('the server to listen', () => {
    if (server.exitCode !== null) throw new Error(`the server stopped: ${stderr}`);
    return stdout.includes('Server listening') ? true : undefined;
  });

  const username = 'staff-folder@example.com';
  expect((await call('POST', '/public/signup', { username, password: PASSWORD })).status).toBe(200);
  const mail = await until('the confirmation mail', () => readMails(join(dataDir, 'mail')).find((found) => found.to.includes(username)));
  expect((await call('POST', '/public/confirm', { username, code: codeIn(mail) })).status).toBe(200);
  expect((await call('POST', '/public/login', { username, password: PASSWORD })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('a repeat maximum raised in the JSON of a STAFF_DIR copy', () => {
  it('counts the new block: the raised maximum saves, one more does not', async () => {
    expect((await call('GET', '/api/add-another')).json.hs).toBe(1);
    expect((await call('PUT', '/api/add-another', { button_id: 'hs', num_components: raised.maximum })).status).toBe(200);
    expect((await call('GET', '/api/add-another')).json.hs).toBe(raised.maximum);
    expect((await call('PUT', '/api/add-another', { button_id: 'hs', num_components: raised.maximum + 1 })).status).toBe(400);
  });

  it("looks up the new block's school", async () => {
    const found = await call('GET', `/lookup/find?category=hs_ceeb&id=${SCHOOL.ceeb}&prefix=${raised.prefix}`);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ [`${raised.prefix}name`]: SCHOOL.name, [`${raised.prefix}ceeb`]: SCHOOL.ceeb, [`${raised.prefix}zip`]: SCHOOL.zip });
    const beyond = `hs_${raised.maximum + 1}_`;
    expect((await call('GET', `/lookup/find?category=hs_ceeb&id=${SCHOOL.ceeb}&prefix=${beyond}`)).status).toBe(400);
  });

  it("saves and validates the new block's answers", async () => {
    const p = raised.prefix;
    const answers = { [`${p}name`]: SCHOOL.name, [`${p}ceeb`]: SCHOOL.ceeb, [`${p}zip`]: SCHOOL.zip, [`${p}attend_from_month`]: '13' };
    expect((await call('PUT', '/api/answer', answers)).status).toBe(200);
    expect((await call('PUT', '/api/answer', { [`hs_${raised.maximum + 1}_name`]: SCHOOL.name })).status).toBe(400);
    const refused = await call('POST', '/api/submit', {});
    expect(refused.status, JSON.stringify(refused.json).slice(0, 300)).toBe(422);
    expect(Object.keys(refused.json.errors?.education ?? {})).toContain(`${p}attend_from_month`);
    expect((await call('PUT', '/api/answer', { [`${p}attend_from_month`]: '' })).status).toBe(200);
    const again = await call('POST', '/api/submit', {});
    expect(Object.keys(again.json.errors?.education ?? {})).not.toContain(`${p}attend_from_month`);
  });

  it('gives the print view the new block: its answers and the raised count', async () => {
    const { db } = connect({ dataDir, databaseUrl: null });
    try {
      const user = await db.selectFrom('auth_user').select('id').executeTakeFirstOrThrow();
      // What the PDF job does before it opens the print view: a one-read token for this applicant.
      const token = await createServiceTokens({ db, now: () => new Date() }).mint(user.id, 'render', 60_000);
      const payload = await call('GET', `/service/tmp-pdf?service_token=${token}`);
      expect(payload.status).toBe(200);
      expect(payload.json.add_another?.hs).toBe(raised.maximum);
      expect(payload.json.answer).toMatchObject({ [`${raised.prefix}name`]: SCHOOL.name, [`${raised.prefix}zip`]: SCHOOL.zip });
    } finally {
      await db.destroy();
    }
  });
});
