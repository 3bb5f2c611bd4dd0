import { and, isControl, rankWith } from '@jsonforms/core';
import { controlTester, isPlainStringSchema } from '../common/testers.ts';
import { RANKS } from '../ranks.ts';

const named = controlTester('text', isPlainStringSchema);
const fallback = rankWith(RANKS.fallbackControl, and(isControl, isPlainStringSchema));

/**
 * `options.renderer: "text"`, or a plain string without a renderer named; lowest of all, any plain string
 * control whose named renderer is missing from the registry.
 */
export const textTester: typeof named = (uischema, schema, context) => Math.max(named(uischema, schema, context), fallback(uischema, schema, context));
