import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ServiceTokenPurpose } from '../db/pdf-tables.ts';
import { consumeServiceToken, deleteExpiredServiceTokens, findServiceToken, insertServiceToken } from '../db/pdf/service-tokens.ts';

export interface ServiceTokenDeps {
  db: Db;
  now(): Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Tokens that stand for one applicant for a few minutes: 'render' lets the print view read that applicant's answers
 * once (`GET /service/tmp-pdf`), 'download' names a kept PDF in a short-lived link. Only the SHA-256 is stored.
 * Neither is a session: no /api route reads them. A token hangs on the applicant's application row, which the PDF
 * service makes sure of before it asks for a PDF.
 */
export function createServiceTokens({ db, now }: ServiceTokenDeps) {
  const iso = () => now().toISOString();
  return {
    async mint(applicantId: string, purpose: ServiceTokenPurpose, ttlMs: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await deleteExpiredServiceTokens(db, at.toISOString());
      await insertServiceToken(db, {
        tokenHash: hash(token),
        applicantId,
        purpose,
        expiresAt: new Date(at.getTime() + ttlMs).toISOString(),
      });
      return token;
    },
    /** The applicant of a render token used for the first time before it expired; undefined otherwise. */
    consumeRender: (token: string) => consumeServiceToken(db, hash(token), 'render', iso()),
    /** The applicant of an unexpired download token. */
    readDownload: (token: string) => findServiceToken(db, hash(token), 'download', iso()),
  };
}

export type ServiceTokens = ReturnType<typeof createServiceTokens>;
