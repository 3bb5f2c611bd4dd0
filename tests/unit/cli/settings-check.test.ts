import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSettingsFiles } from '../../../src/cli/settings-check/index.ts';
import { ROOT } from './run-cli.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

type Json = Record<string, unknown>;

/** A copy of the real texts-and-settings folder, with `edit` applied to some of its files. */
function copyWith(edits: Record<string, (json: Json) => void>): string {
  const root = mkdtempSync(join(tmpdir(), 'settings-check-'));
  roots.push(root);
  cpSync(join(ROOT, 'texts-and-settings'), join(root, 'texts-and-settings'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, 'texts-and-settings', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
    edit(json);
    writeFileSync(path, JSON.stringify(json));
  }
  return root;
}

describe('schemas:check on the texts and settings', () => {
  it('finds nothing wrong in the shipped files', () => {
    expect(checkSettingsFiles(ROOT)).toEqual([]);
  });

  it('reports a file without $schema, a wrong type, an unknown setting and an empty text, each at its pointer', () => {
    const root = copyWith({
      'messages.json': (json) => {
        json.save = '';
      },
      'ui.json': (json) => {
        json.toastMs = '5 seconds';
      },
      'lookup.json': (json) => {
        json.maxResult = 5;
      },
      'auth/policy.json': (json) => {
        delete json.$schema;
      },
    });
    expect(checkSettingsFiles(root)).toEqual([
      {
        file: 'texts-and-settings/auth/policy.json',
        pointer: '/$schema',
        message: 'names no JSON Schema: add "$schema" with the path of its meta-schema (e.g. "../meta/<name>.meta.json")',
      },
      { file: 'texts-and-settings/lookup.json', pointer: '/maxResult', message: 'unknown property "maxResult": remove it, or did you mean "maxResults"?' },
      { file: 'texts-and-settings/messages.json', pointer: '/save', message: 'must NOT have fewer than 1 characters' },
      { file: 'texts-and-settings/ui.json', pointer: '/toastMs', message: 'must be integer: write a whole number, without quotes' },
    ]);
  });

  it('reports an account form whose field refers to something the forms do not know, and a $schema that names no file', () => {
    const root = copyWith({
      'auth/login.schema.json': (json) => {
        (json.properties as Record<string, Json>).username.$ref = 'defs.schema.json#/email';
      },
      'auth/cards.json': (json) => {
        json.$schema = '../meta/cards.meta.json';
      },
    });
    expect(checkSettingsFiles(root)).toEqual([
      {
        file: 'texts-and-settings/auth/cards.json',
        pointer: '/$schema',
        message: 'names texts-and-settings/meta/cards.meta.json, which is missing: write the path of a meta-schema relative to this file',
      },
      expect.objectContaining({ file: 'texts-and-settings/auth/login.schema.json', pointer: '/properties/username/$ref' }),
    ]);
  });
});
