import type { TextContract } from '../../shared/texts/text-contracts.ts';
import { pointerSegment, type FormProblem } from '../form-check/problems.ts';
import type { StaffFiles } from './staff-files.ts';
import { insteadOf } from './suggest.ts';

const PATTERNS = { single: /\{(\w+)\}/g, double: /\{\{(\w+)\}\}/g } as const;
const written = (style: TextContract['style'], name: string) => (style === 'double' ? `{{${name}}}` : `{${name}}`);

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  return pointer
    .slice(1)
    .split('/')
    .reduce<unknown>((node, segment) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined), data);
}

/** Calls `visit` for every string under `node` with its pointer (`$comment`s are notes, not texts). */
function forEachString(node: unknown, pointer: string, visit: (text: string, pointer: string) => void): void {
  if (typeof node === 'string') visit(node, pointer);
  else if (Array.isArray(node)) node.forEach((item, i) => forEachString(item, pointer + pointerSegment(i), visit));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) if (!key.startsWith('$')) forEachString(value, pointer + pointerSegment(key), visit);
  }
}

/**
 * One text file against what the code declares of it: every key the code reads is there, and every placeholder a
 * text writes is one the code fills in for that key (a text the code reads without values may write none). A
 * misspelt placeholder would otherwise show as written to applicants, or stop a mail from being sent.
 */
export function checkTexts(staff: StaffFiles, contract: TextContract, file = contract.file): FormProblem[] {
  const data = staff.read(file);
  if (data === undefined) return [];
  const problems: FormProblem[] = [];
  const holder = valueAt(data, contract.at);
  if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) {
    return [{ file, pointer: contract.at, message: `must be an object of texts: the code reads ${Object.keys(contract.texts).join(', ')} from it` }];
  }
  const texts = holder as Record<string, unknown>;
  for (const key of Object.keys(contract.texts)) {
    if (!(key in texts)) {
      const near = Object.keys(texts).filter((name) => !(name in contract.texts) && !name.startsWith('$'));
      const renamed = near.length > 0 ? ` (if you renamed it: ${insteadOf(key, near).replace('did you mean', 'is it')})` : '';
      problems.push({ file, pointer: contract.at, message: `has no "${key}", which the code reads: add "${key}": "…" back${renamed}` });
    }
  }
  for (const [key, value] of Object.entries(texts)) {
    if (key.startsWith('$')) continue;
    const allowed = contract.texts[key] ?? [];
    forEachString(value, contract.at + pointerSegment(key), (text, pointer) => {
      for (const match of text.matchAll(PATTERNS[contract.style])) {
        const name = match[1];
        if (allowed.includes(name)) continue;
        const advice =
          allowed.length === 0
            ? 'this text gets no values: write the words themselves'
            : insteadOf(name, allowed).replace(/"([^"]+)"/g, (_m, n: string) => `"${written(contract.style, n)}"`);
        problems.push({ file, pointer, message: `${written(contract.style, name)} is not a value the code fills in here; ${advice}` });
      }
    });
  }
  return problems;
}
