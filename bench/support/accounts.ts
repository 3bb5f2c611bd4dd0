import { codeIn, readMails, type ReadMail } from '../../tests/support/mail-files.ts';

export const BENCH_PASSWORD = 'Bench-Password-123';

/** A same-origin JSON POST as the client makes it; any non-OK answer fails the benchmark. */
export async function postJson(base: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

/** Waits for the mail to `to` in the mail folder, as an applicant waits for the inbox. */
export async function mailTo(mailDir: string, to: string): Promise<ReadMail> {
  for (let i = 0; i < 200; i++) {
    const mail = readMails(mailDir).find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${to}`);
}

/** Signs an applicant up, confirms with the mailed code and logs in; returns the Cookie header of the session. */
export async function loggedInCookie(base: string, mailDir: string, username: string): Promise<string> {
  await postJson(base, '/public/signup', { username, password: BENCH_PASSWORD });
  await postJson(base, '/public/confirm', { username, code: codeIn(await mailTo(mailDir, username)) });
  const login = await postJson(base, '/public/login', { username, password: BENCH_PASSWORD });
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
