import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { pointerSegment, type FormProblem } from '../form-check/problems.ts';
import { syntaxAdvice } from './syntax-advice.ts';

interface Parsed {
  text: string;
  tree: Node | undefined;
  data: unknown;
  ok: boolean;
}

/** A line and column, both counted from 1, as editors show them. */
export interface Position {
  line: number;
  column: number;
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** A JSON pointer's segments, `~1` and `~0` decoded; a segment of digits is an array index. */
function segmentsOf(pointer: string): Array<string | number> {
  if (pointer === '' || pointer === '#') return [];
  return pointer
    .replace(/^#/, '')
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
}

/**
 * The staff files under one root folder, each read once with a parser that keeps positions (jsonc-parser in strict
 * JSON mode: comments and trailing commas are mistakes, as they are for JSON.parse at run time). A file that does
 * not parse is reported once, at the place the parser stopped, and reads as undefined for every check after.
 */
export class StaffFiles {
  private readonly parsed = new Map<string, Parsed | null>();
  readonly problems: FormProblem[] = [];

  constructor(readonly root: string) {}

  exists(file: string): boolean {
    return existsSync(join(this.root, file));
  }

  /** The file's data, or undefined when it is missing (reported unless `optional`) or not valid JSON (reported). */
  read(file: string, { optional = false }: { optional?: boolean } = {}): unknown {
    if (!this.parsed.has(file)) this.parsed.set(file, this.parse(file, optional));
    const parsed = this.parsed.get(file);
    return parsed?.ok ? parsed.data : undefined;
  }

  /** Whether the file was read and is valid JSON. */
  isValid(file: string): boolean {
    return this.parsed.get(file)?.ok === true;
  }

  private parse(file: string, optional: boolean): Parsed | null {
    const path = join(this.root, file);
    if (!existsSync(path)) {
      if (!optional) this.problems.push({ file, pointer: '', message: 'is missing: restore the file (git checkout -- <file>) or remove what refers to it' });
      return null;
    }
    const text = readFileSync(path, 'utf8');
    const errors: ParseError[] = [];
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    // The first syntax error only: the parser's later ones mostly follow from it and vanish once it is mended.
    const [first] = errors;
    if (first) this.problems.push({ file, pointer: '', message: syntaxAdvice(printParseErrorCode(first.error)), offset: first.offset });
    if (errors.length === 0 && tree) this.reportDuplicateNames(file, tree, '');
    let data: unknown;
    if (errors.length === 0) data = JSON.parse(text);
    return { text, tree, data, ok: errors.length === 0 && tree !== undefined };
  }

  /** JSON.parse keeps the last of two equal property names without a word: the first one is lost. */
  private reportDuplicateNames(file: string, node: Node, pointer: string): void {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const [name, value] = property.children ?? [];
        const key = String(name?.value);
        const at = pointer + pointerSegment(key);
        if (seen.has(key)) {
          this.problems.push({ file, pointer: at, message: `"${key}" is written twice in this object and the earlier one is ignored: keep one`, offset: name.offset });
        }
        seen.add(key);
        if (value) this.reportDuplicateNames(file, value, at);
      }
    }
    if (node.type === 'array') (node.children ?? []).forEach((child, i) => this.reportDuplicateNames(file, child, pointer + pointerSegment(i)));
  }

  /**
   * Where a problem is: its own offset (a syntax error), else the node its pointer names (a property's name when
   * the pointer ends at a property), else the nearest ancestor that exists; the file's start when nothing is known.
   */
  positionOf(problem: FormProblem): Position {
    if (!this.parsed.has(problem.file)) this.read(problem.file, { optional: true });
    const parsed = this.parsed.get(problem.file);
    if (!parsed) return { line: 1, column: 1 };
    if (typeof problem.offset === 'number') return positionAt(parsed.text, problem.offset);
    if (!parsed.tree || !parsed.ok) return { line: 1, column: 1 };
    const segments = segmentsOf(problem.pointer);
    for (let length = segments.length; length >= 0; length--) {
      const node = findNodeAtLocation(parsed.tree, segments.slice(0, length));
      if (!node) continue;
      const target = node.parent?.type === 'property' ? node.parent : node;
      return positionAt(parsed.text, target.offset);
    }
    return { line: 1, column: 1 };
  }
}
