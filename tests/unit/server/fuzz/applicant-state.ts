import type { FastifyInstance } from 'fastify';

/** The tables that hold one applicant's application, each keyed by applicant_id. */
const APPLICANT_TABLES = ['application', 'answer', 'answer_draft', 'web_status', 'add_another', 'tab_choice', 'document_answer'] as const;

/**
 * Everything the applicant has written, row by row in a stable order: two equal snapshots around a refused request
 * prove it wrote nothing, not even half of what it asked.
 */
export async function applicantState(app: FastifyInstance, applicantId: string): Promise<string> {
  const tables = await Promise.all(
    APPLICANT_TABLES.map(async (table) => {
      const rows = await app.db.selectFrom(table).selectAll().where('applicant_id', '=', applicantId).execute();
      return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return JSON.stringify(tables);
}

/** The id of the account with this address. */
export async function applicantId(app: FastifyInstance, username: string): Promise<string> {
  const user = await app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow();
  return user.id;
}
