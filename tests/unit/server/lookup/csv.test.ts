import { describe, expect, it } from 'vitest';
import { CsvParser, CsvSyntaxError, parseCsv } from '../../../../src/server/lookup/csv.ts';

function parseInChunks(text: string, size: number) {
  const parser = new CsvParser();
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
  return [...out, ...parser.end()];
}

function syntaxError(text: string): CsvSyntaxError {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error;
    throw error;
  }
  throw new Error('no syntax error');
}

describe('RFC 4180 CSV parser', () => {
  it('splits fields and records, with LF, CRLF or CR line ends and an optional final line end', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
      { line: 4, fields: ['g', 'h'] },
    ]);
    expect(parseCsv('a,b\r\n')).toEqual([{ line: 1, fields: ['a', 'b'] }]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps empty fields, and a blank line is one empty field', () => {
    expect(parseCsv(',a,\n\nb')).toEqual([
      { line: 1, fields: ['', 'a', ''] },
      { line: 2, fields: [''] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks, and counts those lines', () => {
    const text = 'name,city\r\n"Burlington School, The","A ""quoted"" town"\r\n"two\r\nlines",x\r\nlast,"y"';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'city'] },
      { line: 2, fields: ['Burlington School, The', 'A "quoted" town'] },
      { line: 3, fields: ['two\r\nlines', 'x'] },
      { line: 5, fields: ['last', 'y'] },
    ]);
    expect(parseCsv('"",""')).toEqual([{ line: 1, fields: ['', ''] }]);
  });

  it('gives the same records whatever the chunk size (CRLF and "" split between chunks)', () => {
    const text = '\uFEFFid,name\r\n1,"St. Mary\'s, ""Annex"""\r\n2,"a\r\nb"\r\n3,Zoë\r\n';
    const whole = parseCsv(text);
    expect(whole[0].fields).toEqual(['id', 'name']);
    expect(whole[1].fields[1]).toBe('St. Mary\'s, "Annex"');
    expect(whole[3]).toEqual({ line: 5, fields: ['3', 'Zoë'] });
    for (const size of [1, 2, 3, 7]) expect(parseInChunks(text, size)).toEqual(whole);
  });

  it('reports malformed quoting with the line it is on', () => {
    expect(syntaxError('a,b\nx,y"z"\n').line).toBe(2);
    expect(syntaxError('a,b\nx,y"z"\n').message).toBe('line 2: a quote inside an unquoted field');
    expect(syntaxError('a\n"x"y\n').message).toBe('line 2: text after a closing quote');
    expect(syntaxError('a\nb\n"open,\nstill open').message).toBe('line 3: a quoted field is never closed');
  });
});
