import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formPages } from '../../../../src/shared/form/pages.ts';
import { answerColumns, ssnAnswerKeys } from '../../../../src/shared/submission/answer-columns.ts';
import { fromSpreadsheetCell, toSpreadsheetCell } from '../../../../src/shared/submission/spreadsheet-cell.ts';
import schema from '../../../../src/shared/submission/submission.schema.json' with { type: 'json' };
import { answersOf, toSubmission, type StoredSubmission } from '../../../../src/shared/submission/submission.ts';
import { completeApplication } from '../../../support/complete-application.ts';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

function stored(answers: Record<string, string | boolean>): StoredSubmission {
  return {
    id: 'app-1',
    submittedAt: '2026-11-27T10:00:00.000Z',
    intendedStudentType: 'freshman',
    tenant: 'demo',
    answers,
    tabs: {},
    addAnother: {},
    documents: [],
    pdfReady: true,
  };
}

describe('the submission representation', () => {
  it('lists every page key in page order, each `_desc` companion right after its answer', () => {
    const keys = answerColumns().map((column) => column.key);
    expect(new Set(keys).size).toBe(keys.length);
    const pages = answerColumns().map((column) => column.page);
    expect(pages).toEqual([...pages].sort((a, b) => formPages.findIndex((p) => p.name === a) - formPages.findIndex((p) => p.name === b)));
    for (const [index, key] of keys.entries()) {
      if (key.endsWith('_desc') && keys.includes(key.slice(0, -5))) expect(keys[index - 1]).toBe(key.slice(0, -5));
    }
  });

  it('finds the SSN by its renderer', () => {
    expect([...ssnAnswerKeys()]).toEqual(['ssn']);
  });

  it('keeps what was given, leaves out hidden sections, and the SSN unless asked for', () => {
    const answers: Record<string, string | boolean> = {
      ...completeApplication(),
      ssn: '123-45-6789',
      mailing_addr_same_as_perm_addr: 'Y',
      mailing_addr_same_as_perm_addr_desc: 'Yes',
    };
    const without = toSubmission(stored(answers), { withSsn: false });
    expect(validate(without), JSON.stringify(validate.errors)).toBe(true);
    const flat = answersOf(without);
    expect(flat.ssn).toBeUndefined();
    expect(flat.mailing_city).toBeUndefined();
    expect(flat.first_name).toBe(answers.first_name);
    const order = answerColumns().map((column) => column.key);
    const positions = without.answers.map((answer) => order.indexOf(answer.key));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const withSsn = toSubmission(stored(answers), { withSsn: true });
    expect(answersOf(withSsn).ssn).toBe('123-45-6789');
    expect(withSsn.ssnIncluded).toBe(true);
  });

  it('writes cells a spreadsheet keeps as text and reads them back', () => {
    for (const text of ['02134', '2026-01-15', '555-123-4567', '=HYPERLINK("x")', '-5', "'quoted", 'plain, text', '"quoted"', '1"2']) {
      expect(fromSpreadsheetCell(toSpreadsheetCell(text))).toBe(text);
    }
    expect(toSpreadsheetCell('02134')).toBe('="02134"');
    expect(toSpreadsheetCell('=1+1')).toBe("'=1+1");
  });
});
