import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at + 4) };
}

/** Reads one RFC 822 message as the mail module writes it: multipart/alternative with a text and an HTML part. */
export function parseMail(raw: string, file = ''): ReadMail {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  const partOf = (type: string) => {
    for (const part of parts) {
      const { headers: h, body: b } = splitHead(part.replace(/^\r\n/, ''));
      if ((h['content-type'] ?? '').startsWith(type)) return decodeBody(b, (h['content-transfer-encoding'] ?? '7bit').toLowerCase());
    }
    return '';
  };
  return { file, to: headers.to ?? '', subject: headers.subject ?? '', text: partOf('text/plain'), html: partOf('text/html') };
}

/** Every message in the mail folder, oldest first (file names sort by time). */
export function readMails(mailDir: string): ReadMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((name) => parseMail(readFileSync(join(mailDir, name), 'utf8'), name));
}

/** The 6-digit code standing on a line of its own in a message's text. */
export function codeIn(mail: ReadMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}
