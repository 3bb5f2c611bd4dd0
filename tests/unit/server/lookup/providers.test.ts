import { describe, expect, it } from 'vitest';
import { createCodeLists, loadCodeLists } from '../../../../src/server/lookup/code-lists.ts';
import { fillAnswers } from '../../../../src/server/lookup/fill.ts';
import { isZipQuery, zipDetail, zipSuggestions } from '../../../../src/server/lookup/providers/zip.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../../src/server/app.ts';
import { loadConfig } from '../../../../src/server/config.ts';

const DEFS = {
  $defs: {
    state: {
      oneOf: [
        { const: 'CO', title: 'Colorado' },
        { const: 'AE', title: 'Armed Forces Europe' },
      ],
    },
    country: {
      oneOf: [
        { const: 'USA', title: 'United States' },
        { const: 'UK', title: 'United Kingdom' },
      ],
    },
  },
};

describe('code lists for _desc companions', () => {
  it('finds state labels and countries by code, label or ISO code', () => {
    const lists = createCodeLists(DEFS);
    expect(lists.stateLabel('co')).toBe('Colorado');
    expect(lists.stateLabel('ZZ')).toBe('');
    expect(lists.country('US')).toEqual({ const: 'USA', title: 'United States' });
    expect(lists.country('united kingdom')?.const).toBe('UK');
    expect(lists.country('constructor')).toBeUndefined();
  });

  it('reads schemas/defs.schema.json, and says so when a file cannot be read', () => {
    expect(loadCodeLists().problem).toBeNull();
    expect(loadCodeLists().lists.stateLabel('NY')).toBe('New York');
    const missing = loadCodeLists('/nonexistent/defs.schema.json');
    expect(missing.problem).toMatch(/cannot read/);
    expect(missing.lists.stateLabel('CO')).toBe('');
  });

  it('fills an address group, keeping a country the list does not know', () => {
    const detail = { name: '', code: '', address_line_1: '1 Rue X', city: 'Paris', state: '', zip: '75001', country: 'FR' };
    expect(fillAnswers('address', detail, 'parent_', createCodeLists(DEFS))).toEqual({
      parent_address_line_1: '1 Rue X',
      parent_city: 'Paris',
      parent_state: '',
      parent_state_desc: '',
      parent_zip: '75001',
      parent_country: 'FR',
      parent_country_desc: '',
    });
  });
});

describe('offline ZIP lookups', () => {
  it('takes 3 to 5 digits (or a ZIP+4) as a ZIP and suggests codes in order', () => {
    expect(isZipQuery(' 80305-1234 ')).toBe(true);
    expect(isZipQuery('80')).toBe(false);
    expect(isZipQuery('80305 main')).toBe(false);
    const found = zipSuggestions('8030', 3);
    expect(found.map((s) => s.id)).toEqual(['zip-80301', 'zip-80302', 'zip-80303']);
    expect(zipSuggestions('99999', 5)).toEqual([]);
  });

  it('gives the place of a ZIP, military post offices in capitals, and no street', () => {
    expect(zipDetail('09728')).toMatchObject({ city: 'DPO', state: 'AE', address_line_1: null, country: 'US' });
    expect(zipDetail('1234')).toBeNull();
  });
});

describe('address provider configuration', () => {
  it('refuses to start with an unknown LOOKUP_ADDRESS_PROVIDER', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lookup-provider-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOOKUP_ADDRESS_PROVIDER: 'smarty' });
      await expect(buildApp(config, { memoryDb: true })).rejects.toThrow('LOOKUP_ADDRESS_PROVIDER must be one of: local (got "smarty")');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
