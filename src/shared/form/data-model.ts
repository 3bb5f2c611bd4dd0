import { descKeyOf } from './answer-model.ts';
import { forEachControl, keyOfScope } from './uischema-tree.ts';
import type { AnswerValue, JsonSchema, UiElement } from './types.ts';

export interface PageDefinition {
  name: string;
  /** The page schema with every `$ref` resolved. */
  schema: JsonSchema;
  uischema: UiElement;
}

/** What one answer key may hold. `maxLength: 'partner'` is the tenant's characterLimit. */
export interface AnswerSlot {
  page: string;
  type: 'string' | 'boolean';
  maxLength: number | 'partner';
}

/** The length defaults of uischemas/renderers.json (passed in, so a checker can read a copy of the files). */
export interface RendererDefaults {
  textMaxLength: number;
  textareaMaxLength: number;
  tenantOptionTitleMaxLength: number;
}

const DESC_RENDERERS = new Set(['select', 'dependentSelect', 'monthYear']);
/** A year option's label is its four digits. */
const YEAR_LABEL_LENGTH = 4;

function titleLengths(options: unknown): number[] {
  return Array.isArray(options) ? options.map((option: { title?: unknown }) => String(option.title ?? '').length) : [];
}

/** The label lengths of the lists a control offers, per key that gets a `_desc` companion from it. */
function descLengthsOf(control: UiElement, key: string, property: JsonSchema, defaults: RendererDefaults): Array<[string, number[]]> {
  const options = control.options ?? {};
  const found: Array<[string, number[]]> = [];
  if (DESC_RENDERERS.has(options.renderer ?? '') || (options.renderer === 'radio' && options.writeDesc)) {
    const dependent = Object.values(options.optionsByValue ?? {}).flatMap(titleLengths);
    // A tenant list is read at run time: its companion holds the longest title tenant.schema.json allows.
    const tenantList = (property as { 'x-tenantOptions'?: string })['x-tenantOptions'] ? [defaults.tenantOptionTitleMaxLength] : [];
    found.push([key, [...titleLengths(property.oneOf), ...dependent, ...tenantList]]);
  }
  if (options.yearList) found.push([options.yearKey ?? key, [YEAR_LABEL_LENGTH]]);
  return found;
}

function maxLengthOf(property: JsonSchema, textarea: UiElement | undefined, defaults: RendererDefaults): number | 'partner' {
  const { textMaxLength, textareaMaxLength } = defaults;
  if (textarea?.options?.limit === 'partner') return 'partner';
  if (typeof property.maxLength === 'number') return property.maxLength;
  return textarea ? textareaMaxLength : textMaxLength;
}

/**
 * The data model, which every write is checked against (an unknown key refuses the whole body): every property of
 * every page schema, plus a `_desc` companion for every select, dependent select, month/year pair, radio that writes
 * one, and any property with a `oneOf` list. A companion holds at most the longest label of its list.
 */
export function buildDataModel(pages: readonly PageDefinition[], defaults: RendererDefaults): Map<string, AnswerSlot> {
  const slots = new Map<string, AnswerSlot>();
  const descLengths = new Map<string, number[]>();
  const addDesc = (key: string, lengths: number[]) => descLengths.set(key, [...(descLengths.get(key) ?? []), ...lengths]);

  for (const { name, schema, uischema } of pages) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const textareas = new Map<string, UiElement>();
    forEachControl(uischema, (control) => {
      const key = keyOfScope(control.scope);
      if (key === null) return;
      if (control.options?.renderer === 'textarea') textareas.set(key, control);
      for (const [descFor, lengths] of descLengthsOf(control, key, properties[key] ?? {}, defaults)) addDesc(descFor, lengths);
    });
    for (const [key, property] of Object.entries(properties)) {
      if (Array.isArray(property.oneOf)) addDesc(key, titleLengths(property.oneOf));
      const type = property.type === 'boolean' ? 'boolean' : 'string';
      slots.set(key, { page: name, type, maxLength: maxLengthOf(property, textareas.get(key), defaults) });
    }
  }
  for (const [key, lengths] of descLengths) {
    const page = slots.get(key)?.page;
    if (page !== undefined) slots.set(descKeyOf(key), { page, type: 'string', maxLength: Math.max(0, ...lengths) });
  }
  return slots;
}

/**
 * Why an answer cannot be stored: the text of texts-and-settings/request-messages.json that says so, and what fills
 * it in (wordAnswerProblem words it in a language).
 */
export type AnswerProblem = { text: 'notAQuestion' | 'notTrueOrFalse' | 'notText' | 'notAChoice'; key: string } | { text: 'tooLong'; key: string; limit: number };

/** Why `value` cannot be stored under `key` (unknown key, wrong type, too long), or null when it can. */
export function answerProblem(slot: AnswerSlot | undefined, key: string, value: AnswerValue, characterLimit: number): AnswerProblem | null {
  if (slot === undefined) return { text: 'notAQuestion', key };
  if (value === '') return null;
  if (slot.type === 'boolean') return typeof value === 'boolean' ? null : { text: 'notTrueOrFalse', key };
  if (typeof value !== 'string') return { text: 'notText', key };
  const limit = slot.maxLength === 'partner' ? characterLimit : slot.maxLength;
  return value.length > limit ? { text: 'tooLong', key, limit } : null;
}
