/** One CSV record and the (1-based) line of the file it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/**
 * An incremental RFC 4180 parser: fields separated by commas, records by CRLF (LF or a lone CR also
 * accepted), fields in double quotes may hold commas, quotes (doubled) and line breaks. A quote inside an
 * unquoted field, text after a closing quote, or a quote left open at the end is an error with its line.
 * Feed it chunks of any size with push(); call end() once.
 */
export class CsvParser {
  private fields: string[] = [];
  private field = '';
  private quoted = false;
  private inQuotes = false;
  private quoteClosed = false;
  private pendingQuote = false;
  private skipLf = false;
  private line = 1;
  private recordLine = 1;
  private atRecordStart = true;
  private first = true;

  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    if (this.first && chunk.length > 0) {
      this.first = false;
      if (chunk.startsWith('\uFEFF')) i = 1;
    }
    while (i < chunk.length) {
      if (this.skipLf) {
        this.skipLf = false;
        if (chunk[i] === '\n') {
          i++;
          continue;
        }
      }
      if (this.pendingQuote) {
        // A quote inside quotes: doubled means a literal quote, otherwise it closed the field.
        this.pendingQuote = false;
        if (chunk[i] === '"') {
          this.field += '"';
          i++;
          continue;
        }
        this.inQuotes = false;
        this.quoteClosed = true;
      }
      if (this.inQuotes) {
        const quote = chunk.indexOf('"', i);
        const piece = chunk.slice(i, quote === -1 ? chunk.length : quote);
        this.countLineBreaks(piece);
        this.field += piece;
        this.pendingQuote = quote !== -1;
        i = quote === -1 ? chunk.length : quote + 1;
        continue;
      }
      SPECIAL.lastIndex = i;
      const special = SPECIAL.exec(chunk);
      const stop = special ? special.index : chunk.length;
      if (stop > i) {
        if (this.quoteClosed) throw new CsvSyntaxError(this.line, 'text after a closing quote');
        this.field += chunk.slice(i, stop);
        this.atRecordStart = false;
      }
      if (!special) break;
      i = stop + 1;
      this.handleSpecial(special[0], out);
    }
    return out;
  }

  end(): CsvRecord[] {
    if (this.pendingQuote) {
      this.pendingQuote = false;
      this.inQuotes = false;
    }
    if (this.inQuotes) throw new CsvSyntaxError(this.recordLine, 'a quoted field is never closed');
    if (this.atRecordStart && this.fields.length === 0) return [];
    return [this.endRecord()];
  }

  private handleSpecial(ch: string, out: CsvRecord[]): void {
    if (ch === ',') {
      this.endField();
    } else if (ch === '"') {
      if (this.field !== '' || this.quoted) throw new CsvSyntaxError(this.line, 'a quote inside an unquoted field');
      this.quoted = true;
      this.inQuotes = true;
      this.atRecordStart = false;
    } else {
      this.skipLf = ch === '\r';
      out.push(this.endRecord());
      this.line++;
      this.recordLine = this.line;
    }
  }

  /** Line breaks inside a quoted field still count for the line numbers; CRLF counts once, even split between chunks. */
  private countLineBreaks(piece: string): void {
    let breaks = piece.match(/\r\n|\r|\n/g)?.length ?? 0;
    if (piece.startsWith('\n') && this.field.endsWith('\r')) breaks--;
    this.line += breaks;
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.quoted = false;
    this.quoteClosed = false;
    this.atRecordStart = false;
  }

  private endRecord(): CsvRecord {
    this.endField();
    const record = { line: this.recordLine, fields: this.fields };
    this.fields = [];
    this.atRecordStart = true;
    return record;
  }
}

const SPECIAL = /[,"\r\n]/g;

/** Parses a whole CSV text. */
export function parseCsv(text: string): CsvRecord[] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()];
}
