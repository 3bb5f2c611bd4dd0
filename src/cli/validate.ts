import { readFileSync } from 'node:fs';
import { answersFromFile, parseIsoDate, toIsoDate } from '../shared/form/answer-model.ts';
import type { AnswerValue } from '../shared/form/types.ts';
import { readArguments } from './support/read-arguments.ts';

const USAGE = 'usage: npm run --silent validate -- [--today YYYY-MM-DD] FILE.json';

class InputError extends Error {}

function parseArguments(args: string[]): { today: string; file: string } {
  const parsed = readArguments(args, { today: { type: 'string' } });
  if (typeof parsed === 'string') throw new InputError(parsed);
  const today = parsed.values.today ?? toIsoDate(new Date());
  if (parseIsoDate(today) === null) throw new InputError(`--today needs a real date written YYYY-MM-DD (got ${today})`);
  const files = parsed.positionals;
  if (files.length !== 1) throw new InputError(files.length === 0 ? 'no answer file given' : 'give exactly one answer file');
  return { today, file: files[0] };
}

/** The file as a flat answer map: an object whose values are text, true/false or null. */
function readAnswerFile(file: string): Record<string, AnswerValue | null> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new InputError(`${file} must hold one JSON object of answers`);
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && typeof value !== 'string' && typeof value !== 'boolean') {
      throw new InputError(`${file}: answer "${key}" must be text, true, false or null (got ${JSON.stringify(value)})`);
    }
  }
  return data as Record<string, AnswerValue | null>;
}

/** npm run validate: validates a flat answer map as a submit would and prints every page's errors. */
try {
  const { today, file } = parseArguments(process.argv.slice(2));
  const answers = answersFromFile(readAnswerFile(file));
  // The engine (schemas compiled) loads only once the input is known to be usable.
  const { hasErrors, isKnownAnswerKey, validateAll } = await import('../shared/form/index.ts');
  const unknown = Object.keys(answers).filter((key) => !isKnownAnswerKey(key));
  if (unknown.length > 0) console.error(`note: not questions of this application (ignored): ${unknown.join(', ')}`);
  const errors = validateAll(answers, { today });
  console.log(JSON.stringify(errors, null, 2));
  process.exitCode = hasErrors(errors) ? 1 : 0;
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  console.error(`validate: ${error.message}\n${USAGE}`);
  process.exitCode = 2;
}
