import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

let test: TestApp;
let base: string;

beforeAll(async () => {
  test = await buildTestApp();
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => test.close());

let counter = 0;
const newKey = () => `uploads/tester/personal_statement_doc/file-${(counter += 1)}`;

async function presign(key: string, maxBytes = 1024, expiresSeconds = 60) {
  return test.app.storage.presignPost(key, { maxBytes, expiresSeconds });
}

async function post(url: string, fields: Record<string, string>, file: Uint8Array<ArrayBuffer> | null, extra: Array<[string, string]> = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of extra) form.append(name, value);
  if (file) form.append('file', new Blob([file], { type: 'application/octet-stream' }), 'essay.pdf');
  const response = await fetch(new URL(url, base), { method: 'POST', body: form });
  const text = await response.text();
  return { status: response.status, message: text ? (JSON.parse(text) as { message: string }).message : '' };
}

const bytes = (n: number) => new Uint8Array(n).fill(7);

describe('embedded storage endpoint (S3 POST policy)', () => {
  it('hands out an S3-style presigned POST for our own endpoint', async () => {
    const key = newKey();
    const { url, fields } = await presign(key);
    expect(url).toBe('/storage/uploads');
    expect(fields).toMatchObject({ key, bucket: 'uploads', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()) as { conditions: unknown[]; expiration: string };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1024]);
    expect(policy.conditions).toContainEqual({ key });
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('stores a file that keeps to its policy, answering 204 like S3', async () => {
    const key = newKey();
    const { url, fields } = await presign(key);
    expect(await post(url, fields, bytes(1024))).toEqual({ status: 204, message: '' });
    expect(await test.app.storage.read(key, 4096)).toEqual(Buffer.from(bytes(1024)));
  });

  it.each([
    [
      'a signature that does not match',
      (f: Record<string, string>) => ({ ...f, 'X-Amz-Signature': '0'.repeat(64) }),
      403,
      'The request signature we calculated does not match the signature you provided.',
    ],
    [
      'another key than signed',
      (f: Record<string, string>) => ({ ...f, key: 'uploads/someone-else/resume_doc/x' }),
      403,
      'Invalid according to Policy: Policy Condition failed: ["eq", "$key", ',
    ],
    [
      'a policy rewritten',
      (f: Record<string, string>) => ({ ...f, Policy: Buffer.from(JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [] })).toString('base64') }),
      403,
      'The request signature we calculated',
    ],
    [
      'another access key',
      (f: Record<string, string>) => ({ ...f, 'X-Amz-Credential': f['X-Amz-Credential']!.replace(/^[^/]+/, 'AKIAOTHER') }),
      403,
      'The AWS Access Key Id you provided does not exist in our records.',
    ],
    ['no policy', ({ Policy: _p, ...f }: Record<string, string>) => f, 400, "Bucket POST must contain a field named 'policy'."],
  ])('refuses %s', async (_name, change, status, message) => {
    const key = newKey();
    const { url, fields } = await presign(key);
    const result = await post(url, change(fields), bytes(10));
    expect(result.status).toBe(status);
    expect(result.message).toContain(message);
    expect(await test.app.storage.read(key, 4096)).toBeNull();
  });

  it('refuses a field no condition covers', async () => {
    const key = newKey();
    const { url, fields } = await presign(key);
    const result = await post(url, fields, bytes(10), [['Content-Type', 'text/html']]);
    expect(result).toEqual({ status: 403, message: 'Invalid according to Policy: Extra input fields: content-type' });
    // x-ignore- fields are never covered, as on S3.
    expect((await post(url, fields, bytes(10), [['x-ignore-note', 'anything']])).status).toBe(204);
  });

  it('refuses a file one byte over the range and keeps nothing of it', async () => {
    const key = newKey();
    const { url, fields } = await presign(key, 1024);
    expect(await post(url, fields, bytes(1025))).toEqual({ status: 400, message: 'Your proposed upload exceeds the maximum allowed size.' });
    expect(await test.app.storage.read(key, 4096)).toBeNull();
  });

  it('refuses an empty file', async () => {
    const key = newKey();
    const { url, fields } = await presign(key);
    expect(await post(url, fields, bytes(0))).toEqual({ status: 400, message: 'Your proposed upload is smaller than the minimum allowed size.' });
  });

  it('refuses an expired policy', async () => {
    const key = newKey();
    const { url, fields } = await presign(key, 1024, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await post(url, fields, bytes(10))).toEqual({ status: 403, message: 'Invalid according to Policy: Policy expired.' });
  });

  it('refuses another bucket, a form without a file, and a key that climbs out of the bucket', async () => {
    const { fields } = await presign(newKey());
    expect((await post('/storage/other', fields, bytes(10))).status).toBe(403);
    expect(await post('/storage/uploads', fields, null)).toEqual({ status: 400, message: "Bucket POST must contain a field named 'file'." });
    const climbing = await presign('uploads/../../app.sqlite');
    expect(await post(climbing.url, climbing.fields, bytes(10))).toEqual({ status: 400, message: 'Invalid key.' });
  });
});
