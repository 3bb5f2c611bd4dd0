import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, readMails, type ReadMail } from '../../support/mail-files.ts';

/** A password that passes every rule of texts-and-settings/auth/password-rules.json. */
export const GOOD_PASSWORD = 'Correct-Horse-42';

let counter = 0;

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(label = 'e2e'): string {
  counter += 1;
  return `${label}+${Date.now()}-${counter}@example.com`;
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'mail');
}

/** Waits for the n-th message (1-based) to `email` whose subject matches, as the server wrote it to MAIL_DIR. */
export async function waitForMail(email: string, subject: RegExp, nth = 1): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(mailDir()).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()) && subject.test(mail.subject))[nth - 1];
        return found !== undefined;
      },
      { message: `mail ${nth} to ${email} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

export { codeIn };

/** The reset link of a password-reset mail. */
export function resetLinkIn(mail: ReadMail): string {
  const link = /https?:\/\/\S+\/reset\?username=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in mail "${mail.subject}"`);
  return link;
}

/** POSTs as the browser would: JSON with this site's Origin (the server refuses anything else). */
export async function postPublic(request: APIRequestContext, baseURL: string, path: string, body: object) {
  const response = await request.post(path, { data: body, headers: { origin: baseURL, 'content-type': 'application/json' } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** Signs up and confirms through the public API, reading the code from the mail file. */
export async function createConfirmedAccount(request: APIRequestContext, baseURL: string, email = uniqueEmail()): Promise<string> {
  await postPublic(request, baseURL, '/public/signup', { username: email, password: GOOD_PASSWORD });
  const code = codeIn(await waitForMail(email, /confirmation code/i));
  await postPublic(request, baseURL, '/public/confirm', { username: email, code });
  return email;
}

/** A confirmed account, logged in within the request context's cookie jar (page.request shares the page's). */
export async function loggedInAccount(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = await createConfirmedAccount(request, baseURL);
  await postPublic(request, baseURL, '/public/login', { username: email, password: GOOD_PASSWORD });
  return email;
}
