import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command line read by `node:util` parseArgs: the options given, strict (an unknown option or a missing value is a
 * mistake), plus positionals. A mistake comes back as parseArgs' own sentence, for the CLI to print with its usage.
 */
export function readArguments<const O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
