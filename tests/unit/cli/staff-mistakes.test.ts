import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliAsync } from './run-cli-async.ts';
import { copyOfStaffFiles, replaceOnce, type Edit } from './staff-files-copy.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

interface Mistake {
  what: string;
  edit: Edit;
  /** The file the checker must name, and a piece of what it must say about it. */
  file: string;
  pointer: string;
  says: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One line per problem: `file:line:column  #pointer  message`. */
const lineFor = (file: string, pointer: string) => new RegExp(`^${escape(file)}:\\d+:\\d+  #${escape(pointer)}  \\S.*$`, 'm');

/** Mistakes staff make, one per run, across every folder they edit. Each must be refused where it was made. */
const MISTAKES: Mistake[] = [
  {
    what: 'an unknown $ref in a page schema',
    edit: replaceOnce(
      'schemas/about.schema.json',
      '"email_address": { "$ref": "defs.schema.json#/$defs/email" }',
      '"email_address": { "$ref": "defs.schema.json#/$defs/emial" }',
    ),
    file: 'schemas/about.schema.json',
    pointer: '/properties/email_address/$ref',
    says: 'did you mean "defs.schema.json#/$defs/email"?',
  },
  {
    what: 'a pattern the u flag refuses',
    edit: replaceOnce('schemas/about.schema.json', '"pattern": "^([0-9]{3}-[0-9]{2}-[0-9]{4})?$"', '"pattern": "^([0-9]{3}\\\\-[0-9]{2}-[0-9]{4})?$"'),
    file: 'schemas/about.schema.json',
    pointer: '/properties/ssn/pattern',
    says: 'is not a regular expression the browser and server accept',
  },
  {
    what: 'a missing comma in a page schema',
    edit: replaceOnce(
      'schemas/about.schema.json',
      '"email_address": { "$ref": "defs.schema.json#/$defs/email" },',
      '"email_address": { "$ref": "defs.schema.json#/$defs/email" }',
    ),
    file: 'schemas/about.schema.json',
    pointer: '',
    says: 'a comma is missing',
  },
  {
    what: 'a trailing comma in the shared definitions',
    edit: replaceOnce('schemas/defs.schema.json', '"$defs": {', '"$defs": {,'),
    file: 'schemas/defs.schema.json',
    pointer: '',
    says: 'is not valid JSON here',
  },
  {
    what: "a misspelt answer in the applicant's name keys",
    edit: replaceOnce('uischemas/pages.json', '"applicantNameKeys": ["first_name", "last_name"]', '"applicantNameKeys": ["first_name", "lastname"]'),
    file: 'uischemas/pages.json',
    pointer: '/applicantNameKeys/1',
    says: 'did you mean "last_name"?',
  },
  {
    what: 'a UI schema scope that points nowhere',
    edit: replaceOnce('uischemas/about.uischema.json', '"scope": "#/properties/first_name"', '"scope": "#/properties/firstname"'),
    file: 'uischemas/about.uischema.json',
    pointer: '/elements/0/elements/0/elements/0/scope',
    says: 'has no property "firstname"',
  },
  {
    what: 'a misspelt renderer name',
    edit: replaceOnce(
      'uischemas/about.uischema.json',
      '"options": { "renderer": "select", "help": "Optional." }',
      '"options": { "renderer": "selct", "help": "Optional." }',
    ),
    file: 'uischemas/about.uischema.json',
    pointer: '/renderer',
    says: 'did you mean "select"?',
  },
  {
    what: 'a default tab that is none of the tab keys',
    edit: replaceOnce('uischemas/final-steps.uischema.json', '"defaultTab": "type"', '"defaultTab": "typed"'),
    file: 'uischemas/final-steps.uischema.json',
    pointer: '/options/defaultTab',
    says: 'default tab "typed" is none of its tabs',
  },
  {
    what: 'a tab that clears a key outside the data model',
    edit: replaceOnce('uischemas/final-steps.uischema.json', '"personal_statement_essay"\n', '"personal_statement_esay"\n'),
    file: 'uischemas/final-steps.uischema.json',
    pointer: '/options/clearKeys',
    says: 'key to clear "personal_statement_esay" is outside the data model',
  },
  {
    what: 'an add-another prefix that is not part of its keys',
    edit: replaceOnce('uischemas/education.uischema.json', '"hs_",', '"hschool_",'),
    file: 'uischemas/education.uischema.json',
    pointer: '/scope',
    says: 'validation prefix "hschool_" is not part of key',
  },
  {
    what: 'a page list naming a page without files',
    edit: replaceOnce('uischemas/pages.json', '"id": "education"', '"id": "educaton"'),
    file: 'schemas/educaton.schema.json',
    pointer: '',
    says: 'is missing',
  },
  {
    what: 'a misspelt placeholder in a renderer text',
    edit: replaceOnce('uischemas/renderers.json', '"{section} {number}"', '"{sectoin} {number}"'),
    file: 'uischemas/renderers.json',
    pointer: '/texts/repeatedBlock',
    says: 'did you mean "{section}"?',
  },
  {
    what: 'a renderer default written as text',
    edit: replaceOnce('uischemas/renderers.json', '"textMaxLength": 45', '"textMaxLength": "45"'),
    file: 'uischemas/renderers.json',
    pointer: '/defaults/textMaxLength',
    says: 'write a whole number, without quotes',
  },
  {
    what: 'a misspelt {delay} in an account message',
    edit: replaceOnce('texts-and-settings/auth/messages.json', 'wait {delay}', 'wait {dealy}'),
    file: 'texts-and-settings/auth/messages.json',
    pointer: '/loginLocked',
    says: 'did you mean "{delay}"?',
  },
  {
    what: 'a deleted account message the code uses',
    edit: replaceOnce('texts-and-settings/auth/messages.json', '  "loggedOut": "You have been logged out.",\n', ''),
    file: 'texts-and-settings/auth/messages.json',
    pointer: '',
    says: 'has no "loggedOut", which the code reads',
  },
  {
    what: "a placeholder the validator's rule does not have",
    edit: replaceOnce(
      'texts-and-settings/validator-words.json',
      '"maxLength": "must NOT have more than {limit} characters"',
      '"maxLength": "must NOT have more than {max} characters"',
    ),
    file: 'texts-and-settings/validator-words.json',
    pointer: '/maxLength',
    says: '{max} is not a value the code fills in here; write one of "{limit}"',
  },
  {
    what: "a placeholder translated in the validator's Spanish words",
    edit: replaceOnce(
      'texts-and-settings/translations/es/texts-and-settings/validator-words.json',
      '"maxLength": "no debe tener más de {limit} caracteres"',
      '"maxLength": "no debe tener más de {limite} caracteres"',
    ),
    file: 'texts-and-settings/translations/es/texts-and-settings/validator-words.json',
    pointer: '/maxLength',
    says: 'placeholders differ from English: English has {limit}, es has {limite}',
  },
  {
    what: 'a password rule whose pattern is not a regular expression',
    edit: replaceOnce('texts-and-settings/auth/password-rules.json', '"pattern": "[A-Z]"', '"pattern": "[A-Z"'),
    file: 'texts-and-settings/auth/password-rules.json',
    pointer: '/pattern',
    says: 'Unterminated character class',
  },
  {
    what: 'a settings file that names no meta-schema',
    edit: replaceOnce('texts-and-settings/lookup.json', '"$schema": "./meta/lookup.meta.json",\n', ''),
    file: 'texts-and-settings/lookup.json',
    pointer: '/$schema',
    says: 'names no JSON Schema',
  },
  {
    what: 'a comment in a settings file',
    edit: replaceOnce('texts-and-settings/lookup.json', '"maxResults": 5,', '"maxResults": 5, // five is enough'),
    file: 'texts-and-settings/lookup.json',
    pointer: '',
    says: 'JSON files cannot hold comments',
  },
  {
    what: 'a setting written twice',
    edit: replaceOnce('texts-and-settings/file-upload.json', '"maxNameLength": 32,', '"maxNameLength": 32,\n  "maxBytes": 5,'),
    file: 'texts-and-settings/file-upload.json',
    pointer: '/maxBytes',
    says: 'is written twice',
  },
  {
    what: 'a misspelt placeholder in a mail template',
    edit: replaceOnce('tenants/mail-templates.json', 'The code expires in {{expiresMinutes}} minutes.",', 'The code expires in {{expireMinutes}} minutes.",'),
    file: 'tenants/mail-templates.json',
    pointer: '/confirmationCode/text/7',
    says: 'did you mean "{{expiresMinutes}}"?',
  },
  {
    what: 'a mail template without its html',
    edit: { file: 'tenants/mail-templates.json', change: (text) => JSON.stringify({ ...JSON.parse(text), accountExists: { subject: 'x', text: ['y'] } }, null, 2) },
    file: 'tenants/mail-templates.json',
    pointer: '/accountExists',
    says: 'add "html"',
  },
  {
    what: 'a tenant help address that is not an e-mail address',
    edit: replaceOnce('tenants/demo/tenant.json', '"helpEmail": "apply-help@cedarridge.example"', '"helpEmail": "apply-help at cedarridge.example"'),
    file: 'tenants/demo/tenant.json',
    pointer: '/helpEmail',
    says: 'must match format "email"',
  },
  {
    what: 'a tenant PDF page that is no page',
    edit: replaceOnce('tenants/demo/tenant.json', '"final-steps"]', '"final-step"]'),
    file: 'tenants/demo/tenant.json',
    pointer: '/pdfPages/2',
    says: 'did you mean "final-steps"?',
  },
  {
    what: 'a lookup prefix that does not start its key',
    edit: replaceOnce('uischemas/about.uischema.json', '"category": "address", "prefix": "mailing_"', '"category": "address", "prefix": "mail_"'),
    file: 'uischemas/about.uischema.json',
    pointer: '/options/prefix',
    says: 'lookup prefix "mail_" is not the start of this control\'s key',
  },
  {
    what: 'a tenant logo that is not in its folder',
    edit: replaceOnce('tenants/demo/tenant.json', '"logo": "logo.svg"', '"logo": "logo.png"'),
    file: 'tenants/demo/tenant.json',
    pointer: '/branding/logo',
    says: 'which is not in tenants/demo/',
  },
];

function expectRefused(result: { status: number | null; stdout: string; stderr: string }, mistake: Pick<Mistake, 'file' | 'pointer' | 'says'>): void {
  expect(result.stderr).not.toContain('    at ');
  expect(result.stdout).not.toContain('    at ');
  expect(result.status).toBe(1);
  const line = result.stderr
    .split('\n')
    .find(
      (candidate) =>
        lineFor(mistake.file, mistake.pointer).test(candidate) ||
        (candidate.startsWith(`${mistake.file}:`) && candidate.includes(`#`) && candidate.includes(mistake.pointer) && candidate.includes(mistake.says)),
    );
  expect(line, result.stderr).toBeDefined();
  expect(result.stderr).toMatch(new RegExp(`^${escape(mistake.file)}:\\d+:\\d+  #\\S*${escape(mistake.pointer)}  .*${escape(mistake.says)}`, 'm'));
}

describe('npm run schemas:check refuses staff mistakes, each where it was made', { timeout: 180_000 }, () => {
  it.concurrent.each(MISTAKES)('$what', async (mistake) => {
    const root = copyOfStaffFiles([mistake.edit]);
    roots.push(root);
    const result = await runCliAsync('schemas-check.ts', ['--root', root]);
    expectRefused(result, mistake);
  });

  it.concurrent('lists every mistake of a run together', async () => {
    const [first, second] = [MISTAKES[0], MISTAKES.find((mistake) => mistake.file === 'tenants/mail-templates.json')!];
    const root = copyOfStaffFiles([first.edit, second.edit]);
    roots.push(root);
    const result = await runCliAsync('schemas-check.ts', [], { SCHEMAS_CHECK_ROOT: root });
    expectRefused(result, first);
    expectRefused(result, second);
    expect(result.stderr).toContain('schemas:check: 2 problem(s) in 2 file(s)');
  });

  it.concurrent('says ok and exits 0 on the shipped files', async () => {
    const root = copyOfStaffFiles();
    roots.push(root);
    const result = await runCliAsync('schemas-check.ts', ['--root', root]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^schemas:check: ok \(\d+ files/);
    expect(result.status).toBe(0);
  });
});
