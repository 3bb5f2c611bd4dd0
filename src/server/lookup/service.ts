import type { LookupRecord, LookupSuggestion } from '../../shared/lookup.ts';
import { RequestError } from '../http/request-error.ts';
import { LOOKUP_DEFAULT_PREFIX } from '../../shared/lookup.ts';
import { isLookupPrefix, type LookupCategory } from './categories.ts';
import type { CodeLists } from './code-lists.ts';
import { fillAnswers } from './fill.ts';
import type { LookupProvider } from './providers/types.ts';

export interface LookupService {
  suggest(category: LookupCategory, text: string, max: number): Promise<LookupSuggestion[]>;
  /** The answers a record fills for a group prefix (the category's default when absent); null for an unknown id. */
  record(category: LookupCategory, id: string, prefix?: string): Promise<LookupRecord | null>;
}

export interface LookupServiceDeps {
  providers: Record<LookupCategory, LookupProvider>;
  codeLists: CodeLists;
  /** Resolves once the start-up import (if any) has finished, so no one sees a half-loaded table. */
  ready(): Promise<void>;
}

export function createLookupService({ providers, codeLists, ready }: LookupServiceDeps): LookupService {
  return {
    async suggest(category, text, max) {
      await ready();
      return providers[category].suggest(text, max);
    },
    async record(category, id, prefix = LOOKUP_DEFAULT_PREFIX[category]) {
      if (!isLookupPrefix(category, prefix)) {
        throw new RequestError(400, `prefix "${prefix}" is not a ${category} group`);
      }
      await ready();
      const detail = await providers[category].detail(id);
      return detail ? fillAnswers(category, detail, prefix, codeLists) : null;
    },
  };
}
