import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';
import { codeIn, parseMail, type ReadMail } from '../../../support/mail-files.ts';

const received: Array<{ rcpt: string[]; mail: ReadMail }> = [];
let smtp: SMTPServer;
let t: AuthApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail: parseMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildAuthApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP transport', () => {
  it('delivers the confirmation code over SMTP (and writes no file)', async () => {
    const email = uniqueEmail();
    const b = browser(t.app, '10.8.0.1');
    expect((await b.post('/public/signup', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    await t.app.mailer.settled();

    const message = received.find((r) => r.rcpt.includes(email));
    expect(message).toBeDefined();
    expect(message!.mail.to).toBe(email);
    expect(message!.mail.subject).toBe('Your Cedar Ridge University confirmation code');
    expect(message!.mail.html).toContain(codeIn(message!.mail));
    expect((await b.post('/public/confirm', { username: email, code: codeIn(message!.mail) })).statusCode).toBe(200);
    expect(existsSync(t.config.mailDir) ? readdirSync(t.config.mailDir) : []).toEqual([]);
  });
});
