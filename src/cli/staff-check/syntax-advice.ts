/** What a JSON syntax error means for someone editing the file, and what to write instead (by jsonc-parser's code). */
const ADVICE: Record<string, string> = {
  InvalidSymbol: 'is not valid JSON here: an unexpected character (texts go in "double quotes"; true, false and null are lower case)',
  InvalidNumberFormat: 'is not valid JSON here: not a number JSON accepts (write digits like 12 or 0.5, no leading + or 0)',
  PropertyNameExpected: 'is not valid JSON here: a property name in "double quotes" is expected (remove a comma before } if one is there)',
  ValueExpected: 'is not valid JSON here: a value is expected (remove a comma before ] or }, or write the missing value)',
  ColonExpected: 'is not valid JSON here: write : between the property name and its value',
  CommaExpected: 'is not valid JSON here: a comma is missing; write , between two entries',
  CloseBraceExpected: 'is not valid JSON here: write } to close the object (or a comma if more entries follow)',
  CloseBracketExpected: 'is not valid JSON here: write ] to close the list (or a comma if more entries follow)',
  EndOfFileExpected: "is not valid JSON here: text after the end of the file's value; remove it or move it inside the outer { }",
  InvalidCommentToken: 'is not valid JSON here: JSON files cannot hold comments; put the note in a "$comment" property',
  UnexpectedEndOfComment: 'is not valid JSON here: JSON files cannot hold comments; put the note in a "$comment" property',
  UnexpectedEndOfString: 'is not valid JSON here: a text is not closed; end it with "',
  UnexpectedEndOfNumber: 'is not valid JSON here: a number is cut short',
  InvalidUnicode: 'is not valid JSON here: a \\u escape needs four hexadecimal digits',
  InvalidEscapeCharacter: "is not valid JSON here: an unknown \\ escape; write \\\\ for a backslash (a pattern's \\d is written \\\\d)",
  InvalidCharacter: 'is not valid JSON here: a line break or tab inside a text; write \\n or \\t instead',
};

export function syntaxAdvice(code: string): string {
  return ADVICE[code] ?? `is not valid JSON here (${code})`;
}
