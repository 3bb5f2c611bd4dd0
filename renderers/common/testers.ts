import { and, isControl, optionIs, rankWith, schemaMatches, type RankedTester, type Tester } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';
import type { ControlKind } from './control-kinds.ts';

export type { ControlKind } from './control-kinds.ts';

const hasNoRendererOption: Tester = (uischema) => uischema.options?.renderer === undefined;

/**
 * A control tester: `options.renderer === kind` ranks RANKS.namedControl; without `options.renderer`,
 * `inferredFrom` (a schema predicate) ranks RANKS.inferredControl.
 */
export function controlTester(kind: ControlKind, inferredFrom?: Tester): RankedTester {
  const named = rankWith(RANKS.namedControl, and(isControl, optionIs('renderer', kind)));
  if (!inferredFrom) return named;
  const inferred = rankWith(RANKS.inferredControl, and(isControl, hasNoRendererOption, inferredFrom));
  return (uischema, schema, context) => Math.max(named(uischema, schema, context), inferred(uischema, schema, context));
}

export const hasOneOf = schemaMatches((schema) => Array.isArray(schema.oneOf));
export const isBooleanSchema = schemaMatches((schema) => schema.type === 'boolean');
export const isDateSchema = schemaMatches((schema) => schema.format === 'date');
export const isPlainStringSchema = schemaMatches((schema) => schema.type === 'string' && !Array.isArray(schema.oneOf) && schema.format !== 'date');
