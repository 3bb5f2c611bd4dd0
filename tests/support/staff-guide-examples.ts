import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The staff guide whose worked examples the tests apply, as staff would, to a copy of the files. */
const STAFF_GUIDE = join(import.meta.dirname, '../../docs/staff-guide.md');

/**
 * One edit of a worked example: a fenced block of the guide whose info string says where it goes, e.g.
 * ```json example=add-question file=schemas/education.schema.json op=add at=/properties/ap_ib_count
 * `op` is a JSON Patch operation (`add`, `replace`) at the JSON pointer `at`, `merge` (a JSON Merge Patch onto the
 * file named by `from`, or the file itself), or `write` (the block is the whole file).
 */
export interface GuideEdit {
  example: string;
  file: string;
  op: 'add' | 'replace' | 'merge' | 'write';
  at: string;
  from: string | null;
  content: string;
}

export function guideEdits(guide = readFileSync(STAFF_GUIDE, 'utf8')): GuideEdit[] {
  const edits: GuideEdit[] = [];
  for (const match of guide.matchAll(/^```\w+ (example=[^\n]+)\n([\s\S]*?)^```$/gm)) {
    const fields = Object.fromEntries(match[1].split(/\s+/).map((pair) => pair.split('=') as [string, string]));
    edits.push({ example: fields.example, file: fields.file, op: fields.op as GuideEdit['op'], at: fields.at ?? '', from: fields.from ?? null, content: match[2] });
  }
  return edits;
}

export const guideExamples = (edits = guideEdits()) => [...new Set(edits.map((edit) => edit.example))];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const tokens = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

/** RFC 6902 `add` or `replace` at `pointer` (an array index inserts before it, `-` appends). */
function patch(document: Json, op: 'add' | 'replace', pointer: string, value: Json): void {
  const path = tokens(pointer);
  const last = path.pop()!;
  let parent: Json = document;
  for (const token of path) {
    const next: Json | undefined = Array.isArray(parent) ? parent[Number(token)] : (parent as Record<string, Json>)?.[token];
    if (next === undefined || next === null || typeof next !== 'object') throw new Error(`the guide's pointer ${pointer} does not reach ${token}`);
    parent = next;
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index > parent.length) throw new Error(`the guide's pointer ${pointer} is past the list`);
    if (op === 'add') parent.splice(index, 0, value);
    else parent[index] = value;
    return;
  }
  const object = parent as Record<string, Json>;
  if (op === 'replace' && !Object.hasOwn(object, last)) throw new Error(`the guide replaces ${pointer}, which the file does not have`);
  if (op === 'add' && Object.hasOwn(object, last)) throw new Error(`the guide adds ${pointer}, which the file has already`);
  object[last] = value;
}

/** RFC 7386: objects merge member by member, anything else replaces, null removes. */
function mergePatch(target: Json, change: Json): Json {
  if (change === null || typeof change !== 'object' || Array.isArray(change)) return change;
  const result: Record<string, Json> = target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key] ?? null, value);
  }
  return result;
}

/** Applies every edit of one worked example to the staff folders under `root`. */
export function applyGuideExample(root: string, example: string, edits = guideEdits()): void {
  const mine = edits.filter((edit) => edit.example === example);
  if (mine.length === 0) throw new Error(`the staff guide has no example "${example}"`);
  for (const edit of mine) {
    const file = join(root, edit.file);
    mkdirSync(dirname(file), { recursive: true });
    if (edit.op === 'write') {
      writeFileSync(file, edit.content);
      continue;
    }
    const value = JSON.parse(edit.content) as Json;
    if (edit.op === 'merge') {
      const base = JSON.parse(readFileSync(join(root, edit.from ?? edit.file), 'utf8')) as Json;
      writeFileSync(file, `${JSON.stringify(mergePatch(base, value), null, 2)}\n`);
      continue;
    }
    const document = JSON.parse(readFileSync(file, 'utf8')) as Json;
    patch(document, edit.op, edit.at, value);
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  }
}
