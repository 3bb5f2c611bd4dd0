// The sandbox LibreOffice runs in, tried with small commands through the product's own command line: what it must
// reach (its folder) works, what it must not (the server's files, the network, other folders) fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSandbox, sandboxed } from '../../../../src/server/documents/convert/sandbox.ts';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';

const tools = findSandbox();
if ('missing' in tools) throw new Error(`The LibreOffice sandbox is needed for these tests: ${tools.missing.join(', ')} (apt-get install bubblewrap)`);
const root = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
const job = join(root, 'job');
const secret = join(root, 'data', 'files', 'uploads', 'pdf', '1', 'submitted.pdf');
const cwdFile = join(process.cwd(), 'package.json');
const connections: string[] = [];
const listener = createServer((socket) => {
  connections.push('connected');
  socket.end();
});
let port = 0;

beforeAll(async () => {
  mkdirSync(job, { recursive: true });
  mkdirSync(join(secret, '..'), { recursive: true });
  writeFileSync(secret, 'ApplicantSecret');
  writeFileSync(join(job, 'document.docx'), 'the job file');
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function inSandbox(script: string) {
  const { file, args } = sandboxed(tools as Exclude<typeof tools, { missing: string[] }>, fileUpload.docxSandbox, { folder: job }, '/bin/bash', ['-c', script]);
  const result = spawnSync(file, args, { encoding: 'utf8', timeout: 20_000 });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('the LibreOffice sandbox', () => {
  it('reads and writes its own folder', () => {
    const run = inSandbox(`cat ${job}/document.docx && echo written > ${job}/out.txt`);
    expect(run).toMatchObject({ code: 0 });
    expect(run.out).toContain('the job file');
    expect(readFileSync(join(job, 'out.txt'), 'utf8')).toBe('written\n');
  });

  it('cannot read the data folder or the application, nor write outside its folder', () => {
    const read = inSandbox(`cat ${secret}`);
    expect(read.code).not.toBe(0);
    expect(read.out).not.toContain('ApplicantSecret');
    expect(inSandbox(`cat ${cwdFile}`).code).not.toBe(0);
    // Outside its folder the sandbox writes only to its private /tmp, which ends with it.
    inSandbox(`echo x > ${root}/escaped.txt`);
    expect(existsSync(join(root, 'escaped.txt'))).toBe(false);
    expect(inSandbox('echo x > /usr/escaped.txt').code).not.toBe(0);
    expect(existsSync('/usr/escaped.txt')).toBe(false);
  });

  it('cannot connect to a host the server reaches', () => {
    const run = inSandbox(`echo hello > /dev/tcp/127.0.0.1/${port}`);
    expect(run.code).not.toBe(0);
    expect(connections).toEqual([]);
  });

  it('runs under the memory, CPU and file-size limits', () => {
    const run = inSandbox('ulimit -v; ulimit -t; ulimit -f');
    const limits = fileUpload.docxSandbox;
    // bash reports address space and file size in KiB (blocks of 1024), CPU in seconds.
    expect(run.out.trim().split('\n')).toEqual([String(limits.memoryBytes / 1024), String(limits.cpuSeconds), String(limits.fileBytes / 1024)]);
  });
});
