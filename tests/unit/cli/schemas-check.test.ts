import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFormFiles, type FormProblem } from '../../../src/cli/form-check/index.ts';
import { control, validTree, writeTree, type FormTree } from './form-tree.ts';
import { ROOT, runCli } from './run-cli.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The problems of the valid tree after `breakIt` changed it. */
function problemsAfter(breakIt: (tree: FormTree) => void): FormProblem[] {
  const tree = validTree();
  breakIt(tree);
  const root = writeTree(tree);
  roots.push(root);
  return checkFormFiles(root);
}

const about = (tree: FormTree) => tree['uischemas/about.uischema.json'].elements;

describe('schemas:check on the form files', () => {
  it('finds nothing wrong in a valid tree, nor in the real files', () => {
    expect(problemsAfter(() => {})).toEqual([]);
    expect(checkFormFiles(ROOT)).toEqual([]);
  });

  it('reports a key on more than one page', () => {
    const problems = problemsAfter((tree) => {
      (tree['schemas/education.schema.json'].properties as Record<string, unknown>).name = { type: 'string' };
      tree['uischemas/education.uischema.json'].elements.push(control('name'));
    });
    expect(problems).toEqual([
      {
        file: 'schemas/education.schema.json',
        pointer: '/properties/name',
        message: 'Your ValidationErrorSummary implementation uses keys that are present in multiple pages... "name" is on pages about and education',
      },
    ]);
  });

  it('reports a key outside the data model', () => {
    const problems = problemsAfter((tree) => {
      about(tree)[2].options = { showWhen: { valueKey: 'pet', operator: 'equals', target: 'Y' }, clearKeys: ['pet_name', 'ghost'] };
    });
    expect(problems).toEqual([
      { file: 'uischemas/about.uischema.json', pointer: '/elements/2/options/clearKeys', message: 'key to clear "ghost" is outside the data model' },
    ]);
  });

  it('reports an AddAnother with more than 10 prefixes', () => {
    const problems = problemsAfter((tree) => {
      about(tree)[3].options = { buttonId: 'friends', prefixes: Array.from({ length: 11 }, (_, i) => (i === 0 ? 'friend_' : `friend_${i + 1}_`)) };
    });
    expect(problems).toContainEqual({
      file: 'uischemas/about.uischema.json',
      pointer: '/elements/3/options/prefixes',
      message: 'An AddAnother repeats its block at most 10 times: list at most 10 prefixes.',
    });
  });

  it('reports a validation prefix that is not part of its key', () => {
    const problems = problemsAfter((tree) => {
      (about(tree)[3].elements as unknown[]).push(control('pet_name'));
      about(tree).splice(2, 1);
    });
    expect(problems).toContainEqual({
      file: 'uischemas/about.uischema.json',
      pointer: '/elements/2/elements/1/scope',
      message: 'validation prefix "friend_" is not part of key "pet_name": make the first prefix the start every key of the block shares',
    });
  });

  it('reports a question no control shows', () => {
    const problems = problemsAfter((tree) => {
      (tree['schemas/about.schema.json'].properties as Record<string, unknown>).hobby = { type: 'string' };
    });
    expect(problems).toEqual([
      {
        file: 'schemas/about.schema.json',
        pointer: '/properties/hobby',
        message: 'question does not correlate to a page: no control of uischemas/about.uischema.json shows "hobby"',
      },
    ]);
  });

  it('reports scopes that point nowhere, naming the page that has the key', () => {
    const problems = problemsAfter((tree) => {
      about(tree).push(control('nothing'), control('school'));
    });
    expect(problems).toEqual([
      { file: 'uischemas/about.uischema.json', pointer: '/elements/4/scope', message: 'scope points nowhere: schemas/about.schema.json has no property "nothing"' },
      {
        file: 'uischemas/about.uischema.json',
        pointer: '/elements/5/scope',
        message: 'scope points nowhere: schemas/about.schema.json has no property "school" (it is a question of page education)',
      },
    ]);
  });

  it('reports renderer options the renderer does not take', () => {
    const problems = problemsAfter((tree) => {
      about(tree)[0].options = { renderer: 'text', limit: 'partner' };
      about(tree)[1].options = { renderer: 'radio', colour: 'red' };
    });
    expect(problems.map(({ file, pointer }) => `${file}#${pointer}`)).toEqual([
      'uischemas/about.uischema.json#/elements/0/options/limit',
      'uischemas/about.uischema.json#/elements/1/options/colour',
    ]);
    expect(problems[0].message).toBe('"limit" is not allowed here (allowed: renderer, help, showWhen, clearKeys, prefill)');
  });

  it('reports conditions on unknown keys, in UI schemas and in schema rules', () => {
    const problems = problemsAfter((tree) => {
      about(tree)[2].options = {
        showWhen: {
          or: [
            { valueKey: 'pet', operator: 'answered' },
            { valueKey: 'ghost', operator: 'answered' },
          ],
        },
      };
      (tree['schemas/about.schema.json'].allOf as Array<{ if: { required: string[] } }>)[0].if.required = ['pet', 'spook'];
    });
    expect(problems).toEqual([
      { file: 'schemas/about.schema.json', pointer: '/allOf/0/if/required/1', message: 'condition on unknown key "spook" (outside the data model)' },
      { file: 'uischemas/about.uischema.json', pointer: '/elements/2/options/showWhen', message: 'condition on key "ghost" is outside the data model' },
    ]);
  });

  it('reports a required field without a message, and a rule on a key of another page', () => {
    const problems = problemsAfter((tree) => {
      tree['schemas/about.schema.json'].required = ['name', 'pet', 'school'];
    });
    expect(problems).toEqual([
      { file: 'schemas/about.schema.json', pointer: '/required/1', message: 'required field "pet" has no message: add it to errorMessage.required beside this list' },
      { file: 'schemas/about.schema.json', pointer: '/required/2', message: 'rule on "school", which is not a question of page about' },
      { file: 'schemas/about.schema.json', pointer: '/required/2', message: 'required field "school" has no message: add it to errorMessage.required beside this list' },
    ]);
  });

  it('reports unknown references, unreadable files and shapes the meta-schema refuses', () => {
    const problems = problemsAfter((tree) => {
      (tree['schemas/about.schema.json'].properties as Record<string, unknown>).pet = { $ref: 'defs.schema.json#/$defs/yesOrNo' };
      (tree['schemas/education.schema.json'] as unknown) = '{ "type": "object", ';
      about(tree).push({ type: 'Carousel' });
    });
    expect(problems).toContainEqual({
      file: 'schemas/about.schema.json',
      pointer: '/properties/pet/$ref',
      message: 'unknown reference defs.schema.json#/$defs/yesOrNo: schemas/defs.schema.json has no such definition; did you mean "defs.schema.json#/$defs/yesNo"?',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'schemas/education.schema.json', pointer: '', message: expect.stringMatching(/^is not valid JSON here/), offset: 20 }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: 'uischemas/about.uischema.json', pointer: '/elements/4/type' }));
  });

  it('reports Conditional branches without elements, unknown default tabs and ids used twice', () => {
    const problems = problemsAfter((tree) => {
      about(tree).push(
        {
          type: 'Conditional',
          options: { branches: [{ showWhen: { valueKey: 'pet', operator: 'answered' } }, { showWhen: { valueKey: 'pet', operator: 'notAnswered' } }] },
          elements: [{ type: 'VerticalLayout', elements: [] }],
        },
        { type: 'Tabs', options: { tabId: 'essay', defaultTab: 'typed' }, elements: [{ type: 'Tab', label: 'Upload', options: { tabKey: 'upload' }, elements: [] }] },
      );
      tree['uischemas/education.uischema.json'].elements.push({ type: 'AddAnother', options: { buttonId: 'friends', prefixes: ['school_'] }, elements: [] } as never);
    });
    expect(problems.at(-1)?.message).toBe('buttonId "friends" is used twice (also at uischemas/about.uischema.json#/elements/3/options/buttonId)');
    expect(problems.map(({ file, pointer }) => `${file}#${pointer}`)).toEqual([
      'uischemas/about.uischema.json#/elements/4/options/branches',
      'uischemas/about.uischema.json#/elements/5/options/defaultTab',
      'uischemas/education.uischema.json#/elements/1/options/buttonId',
    ]);
  });
});

describe('npm run schemas:check', { timeout: 60_000 }, () => {
  it('prints each problem as file, pointer and message, and exits 1', () => {
    const tree = validTree();
    about(tree).push(control('nothing'));
    const root = writeTree(tree);
    roots.push(root);
    const result = runCli('schemas-check.ts', [], root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^uischemas\/about\.uischema\.json:\d+:\d+ {2}#\/elements\/4\/scope {2}scope points nowhere: schemas\/about\.schema\.json has no property "nothing"$/m,
    );
    expect(result.stderr).toContain('schemas:check: 1 problem(s) in 1 file(s)');
  });

  it('exits 0 when everything fits', () => {
    const root = writeTree(validTree());
    roots.push(root);
    const result = runCli('schemas-check.ts', [], root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
