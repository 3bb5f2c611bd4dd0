// The embedded upload endpoint takes raw multipart bodies from anyone on the network: a body cut short, without a
// boundary or with a nameless part is the sender's mistake and gets a 400 in the endpoint's own {message} form, never
// a 500, and never leaves a file or a part file behind.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_POST } from '../../../../src/server/storage/post-policy.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
}, 60_000);
afterAll(() => test.close());

const BOUNDARY = '----form7MA4YWxkTrZu0gW';
let counter = 0;
const newKey = () => `uploads/tester/resume_doc/malformed-${(counter += 1)}`;

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (content: string, disposition = 'form-data; name="file"; filename="essay.pdf"') =>
  `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
const end = `--${BOUNDARY}--\r\n`;

/** A signed form for a new key, as the browser would build it, with the file part last. */
async function signedForm(fileContent = 'x'.repeat(500)) {
  const key = newKey();
  const { fields } = await test.app.storage.presignPost(key, { maxBytes: 4096, expiresSeconds: 60 });
  const head = Object.entries(fields)
    .map(([name, value]) => field(name, value))
    .join('');
  return { key, head, body: head + filePart(fileContent) + end };
}

async function post(payload: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return test.app.inject({ method: 'POST', url: '/storage/uploads', headers: { 'content-type': contentType }, payload });
}

/** Every file under the bucket's folder: nothing of a refused upload may stay, not even a `.part` file. */
function filesOnDisk(): string[] {
  try {
    return readdirSync(join(test.dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('embedded storage endpoint: malformed multipart bodies', () => {
  it('still stores a well-formed signed form (the baseline the cases below break)', async () => {
    const { key, body } = await signedForm();
    expect((await post(body)).statusCode).toBe(204);
    expect((await test.app.storage.read(key, 4096))?.length).toBe(500);
  });

  it.each([
    ['cut off inside the file', (body: string) => body.slice(0, body.indexOf('x'.repeat(500)) + 200)],
    ['cut off before the closing boundary', (body: string) => body.slice(0, body.length - end.length)],
    ['cut off inside a field', (body: string) => body.slice(0, 60)],
    ['not multipart at all after the headers', () => 'garbage without any boundary line'],
  ])('refuses a body %s with 400 and keeps nothing', async (_name, cut) => {
    const before = filesOnDisk();
    const { key, body } = await signedForm();
    const response = await post(cut(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MALFORMED_POST });
    expect(await test.app.storage.read(key, 4096)).toBeNull();
    expect(filesOnDisk()).toEqual(before);
  });

  it.each([
    ['no boundary parameter', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a boundary the body does not use', 'multipart/form-data; boundary=other'],
  ])('refuses a content type with %s with 400', async (_name, contentType) => {
    const { body } = await signedForm();
    const response = await post(body, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['a field', () => `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n${end}`],
    ['the file', (head: string) => head + filePart('content', 'form-data; filename="essay.pdf"') + end],
    ['a field between signed ones', (head: string) => head + `--${BOUNDARY}\r\nContent-Disposition: form-data; name=""\r\n\r\nv\r\n` + filePart('c') + end],
  ])('refuses a part without a name (%s) with 400', async (_name, build) => {
    const before = filesOnDisk();
    const { key, head } = await signedForm();
    const response = await post(build(head));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MALFORMED_POST });
    expect(await test.app.storage.read(key, 4096)).toBeNull();
    expect(filesOnDisk()).toEqual(before);
  });
});
