import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { completeApplication } from '../../../tests/support/complete-application.ts';
import { codeIn, readMails } from '../../../tests/support/mail-files.ts';

export interface SampleApplicant {
  email: string;
  password: string;
  /** Sample answers the edited files no longer accept (a key removed, a length lowered), by key. */
  refused: string[];
}

/** Calls the application as its own pages do: JSON, from the site's origin, with the session cookie once there is one. */
function caller(origin: string, site: string) {
  let cookie = '';
  return async (method: string, path: string, body: object): Promise<Response> => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: site, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length > 0) cookie = [...new Map([...cookie.split('; ').filter(Boolean), ...set].map((pair) => [pair.split('=')[0], pair])).values()].join('; ');
    return response;
  };
}

async function mustSucceed(response: Promise<Response>, what: string): Promise<void> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
}

async function waitForCode(mailDir: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = readMails(mailDir).find((message) => message.to.includes(email));
    if (mail) return codeIn(mail);
    await delay(100);
  }
  throw new Error(`no confirmation mail reached ${mailDir}`);
}

/**
 * A confirmed applicant with the sample answers of a complete application saved, made through the application's own
 * routes as an applicant would (sign up, the code from the mail file, confirm, log in, save). An answer the edited
 * files refuse is left out and named, so staff see which sample no longer fits their change.
 */
export async function createSampleApplicant(options: { origin: string; site: string; mailDir: string }): Promise<SampleApplicant> {
  const call = caller(options.origin, options.site);
  const email = `preview-applicant@example.com`;
  const password = `Preview-${randomBytes(6).toString('hex')}-7Q!`;
  await mustSucceed(call('POST', '/public/signup', { username: email, password }), 'sign-up');
  await mustSucceed(call('POST', '/public/confirm', { username: email, code: await waitForCode(options.mailDir, email) }), 'confirmation');
  await mustSucceed(call('POST', '/public/login', { username: email, password }), 'log-in');

  const answers = completeApplication();
  const refused: string[] = [];
  if (!(await call('PUT', '/api/answer', answers)).ok) {
    // One answer refused refuses the whole map: save them one by one to keep every other.
    for (const [key, value] of Object.entries(answers)) {
      if (!(await call('PUT', '/api/answer', { [key]: value })).ok) refused.push(key);
    }
  }
  return { email, password, refused };
}
