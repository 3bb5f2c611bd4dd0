import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import type { DocumentAnswer } from '../src/shared/documents/file-rules.ts';
import { descKeyOf, isAnswered } from '../src/shared/form/answer-model.ts';
import { keyOfScope, keysOfControl } from '../src/shared/form/uischema-tree.ts';
import type { Answers, UiElement } from '../src/shared/form/types.ts';
import { lookupCodeKey, lookupText } from './autocomplete/display-text.ts';
import { checkboxText } from './checkbox/display-text.ts';
import { choiceText, plainText } from './common/display-text.ts';
import { dateTextFromIso } from './common/mask.ts';
import { optionsOfControl, optionsOfSchema, type TenantOptionLists } from './common/options.ts';
import { dependentOptions } from './dependent-select/dependent-options.ts';
import { uploadedFileText } from './file-upload/display-text.ts';
import { rendererManifest } from './manifest.ts';
import { monthYearText } from './month-year/display-text.ts';

/** What a printed value is made from: the page's schema, every answer, the tenant's option lists and the uploads. */
export interface DisplaySource {
  /** The page schema, `$ref`s resolved (getPageSchema). */
  rootSchema: JsonSchema;
  answers: Answers;
  tenantOptions?: TenantOptionLists;
  documents: Readonly<Record<string, DocumentAnswer>>;
}

type Printed = (control: UISchemaElement, key: string, source: DisplaySource) => string;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const propertyOf = (source: DisplaySource, key: string) => ((source.rootSchema.properties ?? {})[key] as JsonSchema | undefined) ?? {};
const storedLabel = (source: DisplaySource, key: string) => text(source.answers[descKeyOf(key)]);

const choice: Printed = (control, key, source) =>
  choiceText(optionsOfControl(propertyOf(source, key), control, source.tenantOptions), source.answers[key], storedLabel(source, key));

/**
 * Per control kind (a renderer's name in manifest.ts), the text its read-only twin prints: the print view, the PDF
 * and the review before submitting show the same words for the same answer.
 */
const printedBy: Record<string, Printed> = {
  text: (_control, key, source) => plainText(source.answers[key]),
  textarea: (_control, key, source) => plainText(source.answers[key]),
  phone: (_control, key, source) => plainText(source.answers[key]),
  ssn: (_control, key, source) => plainText(source.answers[key]),
  select: choice,
  radio: choice,
  dependentSelect: (control, key, source) =>
    choiceText(dependentOptions(propertyOf(source, key), control, text(source.answers[control.options?.dependsOn])), source.answers[key], storedLabel(source, key)),
  checkbox: (_control, key, source) => checkboxText(source.answers[key]),
  date: (_control, key, source) => dateTextFromIso(text(source.answers[key])),
  monthYear: (control, key, source) => monthYearText(optionsOfSchema(propertyOf(source, key)), source.answers[key], text(source.answers[control.options?.yearKey ?? ''])),
  autocomplete: (control, key, source) => {
    const codeKey = lookupCodeKey(control);
    return lookupText(source.answers[key], codeKey === null ? '' : text(source.answers[codeKey]));
  },
  fileUpload: (_control, key, source) => uploadedFileText(source.documents[key]),
};

const controlKinds = rendererManifest.filter((entry) => Object.hasOwn(printedBy, entry.name));

/** The kind of renderer JSON Forms picks for a control (the same testers, the highest rank), or null for none of ours. */
function controlKindOf(control: UISchemaElement, rootSchema: JsonSchema): string | null {
  let best: { name: string; rank: number } | null = null;
  for (const entry of controlKinds) {
    const rank = entry.tester(control, rootSchema, { rootSchema, config: {} });
    if (rank > 0 && (best === null || rank > best.rank)) best = { name: entry.name, rank };
  }
  return best?.name ?? null;
}

/**
 * The answer of a control as its read-only twin prints it, or null when the control holds no answer (nothing typed
 * or chosen, a checkbox left unticked, no converted upload).
 */
export function printedAnswer(control: UISchemaElement, source: DisplaySource): string | null {
  const key = keyOfScope((control as { scope?: string }).scope);
  const kind = key === null ? null : controlKindOf(control, source.rootSchema);
  if (key === null || kind === null) return null;
  const printed = printedBy[kind](control, key, source);
  // An upload is answered by its converted file, kept beside the answers; every other kind by its own keys.
  const answered = kind === 'fileUpload' ? printed !== '' : keysOfControl(control as UiElement).some((written) => isAnswered(source.answers[written]));
  return answered ? printed : null;
}
