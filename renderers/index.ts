import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { rendererManifest, type RendererManifestEntry } from './manifest.ts';

function registry(entries: RendererManifestEntry[], pick: 'edit' | 'display'): JsonFormsRendererRegistryEntry[] {
  return entries.map((entry) => ({ tester: entry.tester, renderer: entry[pick] }));
}

/** The renderers of an editable page. A constant: JSON Forms needs the same array on every render. */
export const editRenderers = registry(rendererManifest, 'edit');

/** The read-only twins for the service (print) view: plain values, `[X]` / `[ ]`, no inputs. */
export const displayRenderers = registry(rendererManifest, 'display');

export { FormContext, TabSwitchBlocked, useFormContext, type FormContextValue, type UploadProgress } from './common/form-context.tsx';
export { preloadNextStepsRenderers, rendererManifest } from './manifest.ts';
export { CommitContext, type AnswerChanges } from './common/commit-context.tsx';
export { LookupContext, type LookupClient } from './autocomplete/index.ts';
export { AnswerSourceContext } from './common/answer-source.ts';
export { RevealInStepsContext } from './common/reveal-in-steps.tsx';
export { printedAnswer, type DisplaySource } from './display-texts.ts';
export { repeatedBlockName, withTenantValues } from './common/texts.ts';
export { shownBlockCount } from './add-another/blocks.ts';
export { FormTextContext, passThrough, type FormText } from './common/form-text.tsx';
