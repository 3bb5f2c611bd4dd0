import { readFileSync } from 'node:fs';
import { createApplicationService } from '../server/application/service.ts';
import { answerSavesFor } from '../server/db/application/answer-saves.ts';
import { draftSavesFor } from '../server/db/application/draft-saves.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { loadTenant } from '../server/tenant/load-tenant.ts';
import { createFormRules } from '../server/application/form-rules.ts';
import { temporaryAnswerSettings } from '../server/application/temporary-answers.ts';
import type { Answers } from '../shared/form/index.ts';
import { readArguments } from './support/read-arguments.ts';
import { withDatabase } from './support/with-database.ts';
import { openAnswerCodec } from '../server/secrets/open-answer-codec.ts';

const { defaultHours, maxHours } = temporaryAnswerSettings;
const USAGE = `usage: npm run --silent tmp:create -- [--hours N (1-${maxHours}, default ${defaultHours})] FILE.json`;

/**
 * npm run tmp:create: keeps a flat answer map as a temporary answer set and prints the link that opens the
 * application with it (`/?token=…`, read by GET /public/tmp; the first browser to open it owns it). Staff use it to
 * hand an applicant a pre-filled form. Life: texts-and-settings/temporary-answers.json. Exit 0 created, 1 refused
 * (unknown keys, wrong types, too long), 2 usage.
 */
function parseArguments(args: string[]): { hours: number; file: string } | string {
  const parsed = readArguments(args, { hours: { type: 'string', default: String(defaultHours) } });
  if (typeof parsed === 'string') return parsed;
  const hours = Number(parsed.values.hours);
  if (!Number.isInteger(hours) || hours < 1 || hours > maxHours) return `--hours needs a whole number from 1 to ${maxHours}`;
  return parsed.positionals.length === 1 ? { hours, file: parsed.positionals[0] } : 'give exactly one answer file';
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`tmp:create: ${args}\n${USAGE}`);
    return 2;
  }
  const answers = JSON.parse(readFileSync(args.file, 'utf8')) as Answers;
  const config = loadConfig();
  const { tenant } = loadTenant(config.tenantId);
  try {
    const token = await withDatabase(config, async (connection) => {
      const answerCodec = await openAnswerCodec(connection.db, config);
      const service = createApplicationService({
        db: connection.db,
        answerSaves: answerSavesFor(connection, answerCodec),
        draftSaves: draftSavesFor(connection, config.bodyLimit),
        answerCodec,
        rules: createFormRules(tenant),
        now: () => new Date(),
        intendedStudentType: tenant.intendedStudentType,
        successfulLogins: async () => [],
        documentAnswers: async () => ({}),
      });
      return service.createTemporaryAnswers(answers, args.hours);
    });
    const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
    console.log(`${base}/?token=${token}`);
    return 0;
  } catch (error) {
    console.error(`tmp:create: nothing stored: ${(error as Error).message}`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : `tmp:create: ${(error as Error).message}`);
    process.exit(1);
  },
);
