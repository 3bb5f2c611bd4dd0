import type { JsonSchema, RankedTester, UISchemaElement } from '@jsonforms/core';
import { expect, it } from 'vitest';
import schema from '../../fixtures/renderers/contact.schema.json';

export type TesterCase = [description: string, uischema: object, expected: number];

/** The tester's rank for a UI-schema element against the fixture page schema. */
export function rankOf(tester: RankedTester, uischema: object, rootSchema: object = schema): number {
  return tester(uischema as UISchemaElement, rootSchema as JsonSchema, { rootSchema: rootSchema as JsonSchema, config: {} });
}

export function control(key: string, options?: object): object {
  return { type: 'Control', scope: `#/properties/${key}`, ...(options ? { options } : {}) };
}

/** One `it` per row: the rank the tester gives that element. */
export function testerTable(tester: RankedTester, cases: TesterCase[]) {
  it.each(cases)('tester: %s', (_description, uischema, expected) => {
    expect(rankOf(tester, uischema)).toBe(expected);
  });
}
