import { renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../files/private-files.ts';

interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a message goes: one .eml file per message (embedded) or an SMTP server. */
export interface MailTransport {
  /** Delivers one message; resolves with where it went (a file path or the SMTP message id). */
  deliver(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** `20261122T101500123Z`: file names that sort by the time they were written. */
function timeStamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** Messages one process writes within a millisecond keep their order by name (the time alone cannot tell them apart). */
const SEQUENCE_DIGITS = 6;

export function fileTransport(mailDir: string): MailTransport {
  makePrivateDir(mailDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let written = 0;
  return {
    async deliver(mail) {
      const info = await composer.sendMail(mail);
      const sequence = String(written++ % 10 ** SEQUENCE_DIGITS).padStart(SEQUENCE_DIGITS, '0');
      // The random part keeps apart the names of processes sharing the folder (the server and a worker).
      const name = `${timeStamp(new Date())}-${sequence}-${randomBytes(4).toString('hex')}.eml`;
      // Written under a temporary name and renamed, so a reader of the folder never sees half a message.
      const partial = join(mailDir, `.${name}.partial`);
      writeFileSync(partial, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      renameSync(partial, join(mailDir, name));
      return join(mailDir, name);
    },
    close() {
      composer.close();
    },
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      const info = await transporter.sendMail(mail);
      return info.messageId;
    },
    close() {
      transporter.close();
    },
  };
}
