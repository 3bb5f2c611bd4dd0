import { ConfigError, loadConfig } from '../server/config.ts';
import { createStaffKeys, StaffKeyError } from '../server/staff/api-keys.ts';
import { readArguments } from './support/read-arguments.ts';
import { withDatabase } from './support/with-database.ts';
import { runCommand, usageError } from './support/run-command.ts';

const USAGE = `Usage: npm run staff:key -- create --name NAME [--with-ssn]
       npm run staff:key -- list
       npm run staff:key -- revoke --name NAME`;

/**
 * Staff API keys (/staff/api/*) in the database the server uses. `create` prints the key once: only its hash is kept.
 * Exit 0 done, 1 refused (name taken, no such key), 2 usage.
 */
async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2), { name: { type: 'string' }, 'with-ssn': { type: 'boolean' } });
  if (typeof args === 'string') return usage(args);
  const [command, ...rest] = args.positionals;
  if (rest.length > 0 || !['create', 'list', 'revoke'].includes(command ?? '')) return usage('Name one command: create, list or revoke.');
  const name = args.values.name?.trim();
  if (command !== 'list' && !name) return usage('--name NAME is required.');
  if (name !== undefined && name.length > 120) return usage('--name is at most 120 characters.');
  return withDatabase(loadConfig(), async ({ db }) => {
    const keys = createStaffKeys(db);
    if (command === 'create') {
      const key = await keys.create(name!, args.values['with-ssn'] === true);
      console.error(`Key "${name}" made${args.values['with-ssn'] ? ' (may read the SSN)' : ''}. It is shown once, here; keep it secret:`);
      console.log(key);
      return 0;
    }
    if (command === 'revoke') {
      if (await keys.revoke(name!)) {
        console.log(`Key "${name}" revoked.`);
        return 0;
      }
      console.error(`No live key named "${name}".`);
      return 1;
    }
    for (const key of await keys.list()) {
      console.log(`${key.name}\t${key.withSsn ? 'with SSN' : 'without SSN'}\tcreated ${key.createdAt}\t${key.revokedAt ? `revoked ${key.revokedAt}` : 'live'}`);
    }
    return 0;
  });
}

const usage = (problem: string) => usageError(problem, USAGE);

runCommand(main, (error) => (error instanceof ConfigError || error instanceof StaffKeyError ? error.message : String(error)));
