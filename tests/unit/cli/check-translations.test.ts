import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTranslations, textsOf } from '../../../src/cli/staff-check/check-translations.ts';
import { checkForm } from '../../../src/cli/form-check/index.ts';
import { StaffFiles } from '../../../src/cli/staff-check/staff-files.ts';
import { copyOfStaffFiles, replaceOnce, type Edit } from './staff-files-copy.ts';
import { ROOT } from './run-cli.ts';

function problemsUnder(root: string) {
  const staff = new StaffFiles(root);
  return checkTranslations(staff, checkForm(staff).pages).map((problem) => `${problem.file} #${problem.pointer} ${problem.message}`);
}

const copies: string[] = [];
function copyWith(...edits: Edit[]) {
  const root = copyOfStaffFiles(edits);
  copies.push(root);
  return root;
}
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the translations of the repository', () => {
  it('give every Spanish text with the same placeholders as English (none missing, none extra)', () => {
    expect(problemsUnder(ROOT)).toEqual([]);
  });
});

describe('the translation checker', () => {
  const form = 'texts-and-settings/translations/es/form.json';

  it('names a form text a translation lacks, in the form translation file', () => {
    const problems = problemsUnder(copyWith(replaceOnce(form, '  "first_name.label": "Nombre",\n', '')));
    expect(problems).toContainEqual(expect.stringMatching(/^texts-and-settings\/translations\/es\/form\.json #\/first_name\.label has no es text for "First Name"/));
  });

  it('names a placeholder that differs from English', () => {
    const problems = problemsUnder(copyWith(replaceOnce(form, 'es {fafsaCode}.', 'es {fafsa}.')));
    expect(problems).toContainEqual(expect.stringContaining('#/fin_aid_apply.description placeholders differ from English: English has {fafsaCode}, es has {fafsa}'));
  });

  it('names a key English does not have', () => {
    const problems = problemsUnder(copyWith(replaceOnce(form, '  "first_name.label": "Nombre",\n', '  "first_name.label": "Nombre",\n  "first_nam.label": "Nombre",\n')));
    expect(problems).toContainEqual(expect.stringContaining('#/first_nam.label "first_nam.label" is no text of the form'));
  });

  it('refuses an option value that differs from English', () => {
    const tenant = 'texts-and-settings/translations/es/tenants/demo/tenant.json';
    const problems = problemsUnder(copyWith(replaceOnce(tenant, '{ "title": "Vivir en el campus" }', '{ "const": "EN", "title": "Vivir en el campus" }')));
    expect(problems).toContainEqual(`${tenant} #/optionLists/housing/0/const option value "EN" differs from English "ON": values stay as in English`);
  });

  it("names the validator's words a translation lacks, though they are named by keywords (type, pattern, const)", () => {
    const words = 'texts-and-settings/translations/es/texts-and-settings/validator-words.json';
    const problems = problemsUnder(
      copyWith(
        replaceOnce(words, '  "type": "debe ser {type}",\n', ''),
        replaceOnce(words, '  "pattern": "debe coincidir con el patrón \\"{pattern}\\"",\n', ''),
        replaceOnce(words, '  "const": "debe ser igual al valor permitido",\n', ''),
      ),
    );
    expect(problems).toEqual([
      `${words} #/type has no es text for "must be {type}": write its translation here (until then it shows in English)`,
      `${words} #/const has no es text for "must be equal to constant": write its translation here (until then it shows in English)`,
      `${words} #/pattern has no es text for "must match pattern \\"{pattern}\\"": write its translation here (until then it shows in English)`,
    ]);
  });

  it('reads as texts the messages of an account schema and the words of a texts file, not their settings', () => {
    expect(textsOf('texts-and-settings/auth/signup.schema.json', { title: 'Sign Up', properties: { username: { pattern: '^x$', errorMessage: 'Bad.' } } })).toEqual([
      { pointer: '/properties/username/errorMessage', text: 'Bad.' },
    ]);
    expect(textsOf('x.json', { to: '/login', link: 'Log In', url: 'https://example.org', colour: '#005a9c', lines: ['Hello', 'Bye'] })).toEqual([
      { pointer: '/link', text: 'Log In' },
      { pointer: '/lines', text: 'Hello\nBye' },
    ]);
  });
});
