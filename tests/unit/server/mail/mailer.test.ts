import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../../../src/server/mail/mailer.ts';
import { loadMailTemplates, renderMail } from '../../../../src/server/mail/templates.ts';
import { fileTransport } from '../../../../src/server/mail/transports.ts';
import { loadTenant } from '../../../../src/server/tenant/load-tenant.ts';
import { codeIn, readMails } from '../../../support/mail-files.ts';

const { tenant, dir } = loadTenant('demo');
const templates = loadMailTemplates(dir);
const dirs: string[] = [];

function tempDir(): string {
  const path = mkdtempSync(join(tmpdir(), 'mailer-test-'));
  dirs.push(path);
  return path;
}

afterEach(() => {
  vi.useRealTimers();
  for (const path of dirs.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A real Fastify logger whose JSON lines we keep. */
function recordingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('the embedded mail transport', () => {
  it('writes one RFC 822 file per message, named so that name order is time order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mailDir = tempDir();
    const { log } = recordingLog();
    const mailer = createMailer({ transport: fileTransport(mailDir), textsIn: () => ({ mailTemplates: templates, tenant }), log });
    const start = Date.parse('2026-11-22T10:15:00.000Z');
    for (const [i, to] of ['c@example.org', 'a@example.org', 'b@example.org'].entries()) {
      vi.setSystemTime(start + i * 1500);
      mailer.send('confirmationCode', to, { code: String(100000 + i), expiresMinutes: '10', appUrl: 'http://localhost' }, 'en');
      await mailer.settled();
    }
    await mailer.close();
    const names = readdirSync(mailDir);
    expect(names).toHaveLength(3);
    expect(names.every((name) => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/.test(name))).toBe(true);
    expect(readMails(mailDir).map((mail) => mail.to)).toEqual(['c@example.org', 'a@example.org', 'b@example.org']);
    expect(names.sort()[0].startsWith('20261122T101500000Z')).toBe(true);
  });

  it('keeps the order of messages written within the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-22T10:15:00.000Z'));
    const mailDir = tempDir();
    const { log } = recordingLog();
    const mailer = createMailer({ transport: fileTransport(mailDir), textsIn: () => ({ mailTemplates: templates, tenant }), log });
    const codes = ['111111', '222222', '333333', '444444', '555555', '666666'];
    for (const code of codes) {
      mailer.send('confirmationCode', 'same@example.org', { code, expiresMinutes: '10', appUrl: 'http://localhost' }, 'en');
      await mailer.settled();
    }
    await mailer.close();
    expect(readMails(mailDir).map((mail) => codeIn(mail))).toEqual(codes);
  });

  it('logs recipient and subject, never the code or the link', async () => {
    const mailDir = tempDir();
    const { log, lines } = recordingLog();
    const mailer = createMailer({ transport: fileTransport(mailDir), textsIn: () => ({ mailTemplates: templates, tenant }), log });
    mailer.send(
      'passwordReset',
      'x@example.org',
      {
        code: '987654',
        resetLink: 'http://localhost/reset?username=x%40example.org&id=987654',
        expiresMinutes: '10',
        appUrl: 'http://localhost',
      },
      'en',
    );
    await mailer.close();
    const sent = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'mail sent');
    expect(sent).toHaveLength(1);
    expect(sent[0].mail).toMatchObject({ to: 'x@example.org', subject: 'Reset your Cedar Ridge University password' });
    expect(lines.join('')).not.toContain('987654');
    const [mail] = readMails(mailDir);
    expect(mail.text).toContain('http://localhost/reset?username=x%40example.org&id=987654');
  });

  it('logs a failed delivery without throwing to the caller', async () => {
    const { log, lines } = recordingLog();
    const broken = { deliver: () => Promise.reject(new Error('disk full')), close: () => undefined };
    const mailer = createMailer({ transport: broken, textsIn: () => ({ mailTemplates: templates, tenant }), log });
    expect(() => mailer.send('accountExists', 'y@example.org', { appUrl: 'http://localhost' }, 'en')).not.toThrow();
    await mailer.close();
    expect(lines.some((line) => line.includes('mail could not be sent') && line.includes('y@example.org'))).toBe(true);
  });
});

describe('mail templates', () => {
  it('brand every message from the tenant, in text and HTML, with lines short enough to stay 7bit', () => {
    const values = {
      partnerName: tenant.partnerName,
      applicationTitle: tenant.applicationTitle,
      helpEmail: tenant.helpEmail,
      phone: tenant.phone,
      primaryColour: tenant.branding.theme.primary.main,
      code: '123456',
      expiresMinutes: '10',
      appUrl: 'http://localhost:4301',
      resetLink: 'http://localhost:4301/reset?username=a%40example.org&id=123456',
    };
    for (const kind of ['confirmationCode', 'passwordReset', 'accountExists'] as const) {
      const mail = renderMail(templates, kind, values);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(tenant.partnerName);
        expect(part).toContain(tenant.helpEmail);
        expect(Math.max(...part.split('\n').map((line) => line.length))).toBeLessThanOrEqual(76);
      }
    }
  });

  it('escape values in HTML only', () => {
    const mail = renderMail(templates, 'accountExists', {
      partnerName: 'A & <B>',
      applicationTitle: 'T',
      helpEmail: 'h@example.org',
      phone: '',
      primaryColour: '#000',
      appUrl: 'http://localhost',
    });
    expect(mail.text).toContain('A & <B>');
    expect(mail.html).toContain('A &amp; &lt;B&gt;');
    expect(mail.html).not.toContain('<B>');
  });
});
