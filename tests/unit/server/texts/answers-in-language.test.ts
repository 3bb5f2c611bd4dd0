import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FOLDERS } from '../../../../src/shared/staff-folders.ts';
import { REPOSITORY_ROOT } from '../../../../src/server/staff-folder/staff-folder.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { codeIn, readMails } from '../../../support/mail-files.ts';
import { staffText } from '../../../support/staff-text.ts';

/**
 * The server's answers in the language a request asks for (Accept-Language), over a copy of the staff folders
 * (STAFF_DIR) whose Spanish is written here: a test of the wiring, not of the words, and of a gap (a text the Spanish
 * lacks) and a broken file.
 */

const ORIGIN = 'http://localhost';
const PASSWORD = 'Correct-Horse-9-Battery';
const staffDir = mkdtempSync(join(tmpdir(), 'staff-languages-'));

const SPANISH = {
  invalidEmail: 'Su correo electrónico debe ser válido.',
  passwordRequired: 'La contraseña es obligatoria.',
  tooShort: 'Su contraseña debe tener al menos 12 caracteres.',
  unknownField: 'La solicitud contiene un campo que este formulario no tiene.',
  codeInvalid: 'El código no es válido. Inténtelo de nuevo.',
  foreignOrigin: 'Se rechazó esta solicitud porque no vino de este sitio.',
  incomplete: 'A su solicitud le faltan respuestas.',
  lastNameRequired: 'Apellido(s)',
  mailLine: 'Su código de confirmación es:',
  resetLine: 'Alguien pidió restablecer su contraseña.',
  applicationTitle: 'Solicitud de primer año',
  bullet: 'Solicitar es siempre gratis',
};

function writeStaffFile(relative: string, content: unknown): void {
  const path = join(staffDir, 'texts-and-settings/translations/es', relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const schema = '../../../meta/translation.meta.json';

function writeSpanish(): void {
  for (const folder of STAFF_FOLDERS) cpSync(join(REPOSITORY_ROOT, folder), join(staffDir, folder), { recursive: true });
  rmSync(join(staffDir, 'texts-and-settings/translations/es'), { recursive: true, force: true });
  // badCredentials is left out on purpose: a text the Spanish lacks is answered in English.
  writeStaffFile('texts-and-settings/auth/messages.json', { $schema: `../${schema}`, codeInvalid: SPANISH.codeInvalid, foreignOrigin: SPANISH.foreignOrigin });
  writeStaffFile('texts-and-settings/auth/signup.schema.json', {
    $schema: `../${schema}`,
    properties: { username: { errorMessage: SPANISH.invalidEmail } },
    errorMessage: { required: { username: SPANISH.invalidEmail, password: SPANISH.passwordRequired }, additionalProperties: SPANISH.unknownField },
  });
  writeStaffFile('texts-and-settings/auth/password-rules.json', { $schema: `../${schema}`, rules: [{ message: SPANISH.tooShort }] });
  writeStaffFile('texts-and-settings/messages.json', { $schema: schema, applicationIncomplete: SPANISH.incomplete });
  writeStaffFile('form.json', { $schema: '../../meta/translation.meta.json', 'last_name.error.required': SPANISH.lastNameRequired });
  writeStaffFile('tenants/mail-templates.json', {
    $schema: schema,
    confirmationCode: { subject: 'Su código de {{partnerName}}', text: [SPANISH.mailLine, '', '    {{code}}'], html: [`<p>${SPANISH.mailLine}</p>`, '<p>{{code}}</p>'] },
    passwordReset: { text: [SPANISH.resetLine, '{{resetLink}}', '{{code}}'], html: [`<p>${SPANISH.resetLine}</p>`] },
  });
  // A translation tries to change settings too: only its texts are taken.
  writeStaffFile('tenants/demo/tenant.json', {
    $schema: `../${schema}`,
    applicationTitle: SPANISH.applicationTitle,
    intendedStudentType: 'Primer año',
    pdfPages: ['about'],
    branding: { marketingBullets: [SPANISH.bullet], logo: 'otro.svg' },
  });
  // A staff mistake: the server still starts, names the file once, and answers these texts in English.
  writeStaffFile('texts-and-settings/file-upload.json', '{ "messages": { "empty": "El archivo está vacío." ');
}

let test: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  writeSpanish();
  test = await buildTestApp({ STAFF_DIR: staffDir, LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await test?.close();
  rmSync(staffDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT';

/** One browser: keeps its cookies, sends JSON from our origin, and asks for `language` when given. */
function browser(language?: string) {
  const jar = new Map<string, string>();
  return async function call(method: Method, url: string, body?: unknown, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await test.app.inject({
      method,
      url,
      headers: {
        ...(language ? { 'accept-language': language } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: ORIGIN }),
        ...(cookie ? { cookie } : {}),
        ...extra,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return response;
  };
}

let counter = 0;
const uniqueEmail = () => `lang.${process.pid}.${Date.now().toString(36)}.${(counter += 1)}@example.org`;

async function mailsTo(email: string) {
  await test.app.mailer.settled();
  return readMails(test.config.mailDir).filter((mail) => mail.to === email);
}

/** Signs up in `language` (the request's), confirms and logs in; returns the browser. */
async function loggedIn(language?: string) {
  const call = browser(language);
  const email = uniqueEmail();
  expect((await call('POST', '/public/signup', { username: email, password: PASSWORD })).statusCode).toBe(200);
  const [mail] = await mailsTo(email);
  expect((await call('POST', '/public/confirm', { username: email, code: codeIn(mail) })).statusCode).toBe(200);
  expect((await call('POST', '/public/login', { username: email, password: PASSWORD })).statusCode).toBe(200);
  return { call, email };
}

describe('4xx answers in the language the request asks for', () => {
  it('words a refused account form in Spanish with Accept-Language: es, in English without', async () => {
    const bad = { username: 'not-an-email', password: PASSWORD };
    expect((await browser('es')('POST', '/public/signup', bad)).json()).toEqual({ message: SPANISH.invalidEmail });
    expect((await browser()('POST', '/public/signup', bad)).json()).toEqual({
      message: staffText('texts-and-settings/auth/signup.schema.json', '/properties/username/errorMessage'),
    });
  });

  it('words each failing rule by its keyword and field: a password rule, a missing field, an unknown field', async () => {
    const es = browser('es-MX,es;q=0.9,en;q=0.5');
    expect((await es('POST', '/public/signup', { username: 'a@example.org', password: 'Short-9' })).json().message).toBe(SPANISH.tooShort);
    expect((await es('POST', '/public/signup', { username: 'a@example.org' })).json().message).toBe(SPANISH.passwordRequired);
    expect((await es('POST', '/public/signup', { username: 'a@example.org', password: PASSWORD, admin: true })).json().message).toBe(SPANISH.unknownField);
    // A rule the Spanish file leaves out (the uppercase letter) stays English.
    expect((await es('POST', '/public/signup', { username: 'a@example.org', password: 'correct-horse-9-battery' })).json().message).toBe(
      staffText('texts-and-settings/auth/password-rules.json', '/rules/1/message'),
    );
  });

  it('answers the account routes and the CSRF guard in Spanish', async () => {
    const confirm = await browser('es')('POST', '/public/confirm', { username: uniqueEmail(), code: '123456' });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ message: SPANISH.codeInvalid });
    const foreign = await browser('es')('POST', '/public/login', { username: 'a@example.org', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: SPANISH.foreignOrigin });
  });

  it('falls back to English for a text the Spanish lacks (never a key) and for a language not offered', async () => {
    const english = staffText('texts-and-settings/auth/messages.json', '/badCredentials');
    const wrong = { username: uniqueEmail(), password: PASSWORD };
    expect((await browser('es')('POST', '/public/login', wrong)).json()).toEqual({ message: english });
    const french = await browser('fr-FR,fr;q=0.9')('POST', '/public/confirm', { username: uniqueEmail(), code: '123456' });
    expect(french.json()).toEqual({ message: staffText('texts-and-settings/auth/messages.json', '/codeInvalid') });
  });
});

describe('the 422 of a submit', () => {
  it('words form rule messages by form.json keys in Spanish, English where form.json has none, and English without the header', async () => {
    const { call } = await loggedIn();
    const spanish = await call('POST', '/api/submit', {}, { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(422);
    const { message, errors } = spanish.json();
    expect(message).toBe(SPANISH.incomplete);
    expect(errors.about.last_name).toEqual([SPANISH.lastNameRequired]);
    expect(errors.about.first_name).toEqual([staffText('schemas/about.schema.json', '/errorMessage/required/first_name')]);

    const english = await call('POST', '/api/submit', {});
    expect(english.statusCode).toBe(422);
    expect(english.json().message).toBe(staffText('texts-and-settings/messages.json', '/applicationIncomplete'));
    expect(english.json().errors.about.last_name).toEqual([staffText('schemas/about.schema.json', '/errorMessage/required/last_name')]);
  });
});

describe('the account language', () => {
  it('is recorded at sign-up from the request, answered by profile and session, and changed by PUT /api/language', async () => {
    const { call } = await loggedIn('es');
    expect((await call('GET', '/api/profile')).json().language).toBe('es');
    expect((await call('GET', '/api/session')).json().language).toBe('es');
    const put = await call('PUT', '/api/language', { language: 'en' });
    expect(put.statusCode).toBe(204);
    expect(put.body).toBe('');
    expect((await call('GET', '/api/profile')).json().language).toBe('en');
  });

  it('PUT /api/language refuses a language not offered, a wrong body, a visitor and a foreign origin', async () => {
    const { call } = await loggedIn();
    for (const body of [{ language: 'fr' }, { language: 'ES' }, { language: 5 }, {}, { language: 'es', extra: true }, ['es']]) {
      const refused = await call('PUT', '/api/language', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect((await call('GET', '/api/profile')).json().language).toBe('en');
    expect((await browser()('PUT', '/api/language', { language: 'es' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/language', { language: 'es' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await call('GET', '/api/profile')).json().language).toBe('en');
  });
});

describe('mails in the account language', () => {
  it("sends a Spanish account's mails in Spanish, whatever language a later request asks in", async () => {
    const { call, email } = await loggedIn('es');
    const [confirmation] = await mailsTo(email);
    expect(confirmation.text).toContain(SPANISH.mailLine);
    expect((await call('POST', '/public/forgot-password', { username: email }, { 'accept-language': 'en' })).statusCode).toBe(200);
    const reset = (await mailsTo(email)).at(-1)!;
    expect(reset.text).toContain(SPANISH.resetLine);
    // The subject the Spanish file leaves out stays English.
    expect(reset.subject).toContain(staffText('tenants/mail-templates.json', '/passwordReset/subject').split('{{')[0].trim());
  });

  it('sends an English account its mails in English, and follows a changed language', async () => {
    const { call, email } = await loggedIn();
    const [confirmation] = await mailsTo(email);
    expect(confirmation.text).not.toContain(SPANISH.mailLine);
    expect(confirmation.text).toContain(staffText('tenants/mail-templates.json', '/confirmationCode/text/0'));
    expect((await call('PUT', '/api/language', { language: 'es' })).statusCode).toBe(204);
    await call('POST', '/public/forgot-password', { username: email });
    expect((await mailsTo(email)).at(-1)!.text).toContain(SPANISH.resetLine);
  });
});

describe('tenant texts and translation files', () => {
  it('hands the client the tenant with its texts in Spanish and its settings unchanged', async () => {
    const english = (await browser()('GET', '/public/tenant')).json();
    const response = await browser('es')('GET', '/public/tenant');
    expect(response.headers.vary).toContain('accept-language');
    const spanish = response.json();
    expect(spanish.applicationTitle).toBe(SPANISH.applicationTitle);
    expect(spanish.branding.marketingBullets).toEqual([SPANISH.bullet]);
    expect(spanish.intendedStudentType).toBe(english.intendedStudentType);
    expect(spanish.pdfPages).toEqual(english.pdfPages);
    expect(spanish.branding.logo).toBe(english.branding.logo);
    expect(spanish.partnerName).toBe(english.partnerName);
  });

  it('names a broken translation file in one warning line and answers its texts in English', () => {
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/^texts-and-settings\/translations\/es\/texts-and-settings\/file-upload\.json: cannot be read as JSON/),
    ]);
    expect(test.app.texts.textsIn('es').fileUpload.messages.empty).toBe(staffText('texts-and-settings/file-upload.json', '/messages/empty'));
  });
});
