import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TENANTS_DIR } from '../tenant/load-tenant.ts';
import { MAIL_TEMPLATES_FILE, MAIL_VALUES, type MailKind } from '../../shared/texts/text-contracts.ts';

export type { MailKind };

interface MailTemplate {
  subject: string;
  text: string[];
  html: string[];
}

export type MailTemplates = Record<MailKind, MailTemplate>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FILE = 'mail-templates.json';
const KINDS = Object.keys(MAIL_VALUES) as MailKind[];

/** The project-relative path of the templates a tenant uses (its translations sit at the same path). */
export function mailTemplatesFile(tenantDir: string): string {
  return existsSync(join(tenantDir, FILE)) ? `tenants/${basename(tenantDir)}/${FILE}` : MAIL_TEMPLATES_FILE;
}

/** tenants/mail-templates.json, or the tenant folder's own copy when it has one. */
export function loadMailTemplates(tenantDir: string): MailTemplates {
  const own = join(tenantDir, FILE);
  const file = existsSync(own) ? own : join(TENANTS_DIR, FILE);
  const templates = JSON.parse(readFileSync(file, 'utf8')) as Partial<MailTemplates>;
  for (const kind of KINDS) {
    const t = templates[kind];
    if (!t || typeof t.subject !== 'string' || !Array.isArray(t.text) || !Array.isArray(t.html)) {
      throw new Error(`${file}: "${kind}" needs subject, text and html`);
    }
  }
  return templates as MailTemplates;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(template: string, values: Record<string, string>, escape: (v: string) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`mail template: no value for {{${name}}}`);
    return escape(values[name]);
  });
}

const PAGE_START = ['<!doctype html>', '<html><body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5">'];

const MAX_LINE = 76;

/**
 * Breaks lines longer than 76 characters at spaces. With short lines an ASCII part goes out as 7bit, so the raw
 * message reads as written; otherwise nodemailer switches to quoted-printable and its soft breaks and =3D
 * escapes make codes and links hard to read in the file.
 */
function wrap(line: string): string[] {
  if (line.length <= MAX_LINE) return [line];
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > MAX_LINE) {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  lines.push(current);
  return lines;
}

export function renderMail(templates: MailTemplates, kind: MailKind, values: Record<string, string>): RenderedMail {
  const template = templates[kind];
  const plain = (v: string) => v;
  const lines = (source: string[], escape: (v: string) => string) => source.flatMap((line) => wrap(fill(line, values, escape)));
  return {
    subject: fill(template.subject, values, plain),
    text: lines(template.text, plain).join('\n') + '\n',
    html: lines([...PAGE_START, ...template.html, '</body></html>'], escapeHtml).join('\n') + '\n',
  };
}
