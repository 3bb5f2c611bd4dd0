import { describe, expect, it } from 'vitest';
import { caretAfterDigits, dateTextFromIso, formatDateText, formatPhone, formatSsn, isoFromDateText, phoneAnswer } from '../../../renderers/common/mask.ts';

describe('input masks', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['202', '(202'],
    ['2025', '(202) 5'],
    ['202555', '(202) 555'],
    ['2025551', '(202) 555-1'],
    ['2025551234', '(202) 555-1234'],
    ['(202) 555-12345', '(202) 555-1234'],
    ['202.555.1234', '(202) 555-1234'],
    ['+1 (202) 555-1234', '(202) 555-1234'],
  ])('phone %j shows as %j', (typed, shown) => expect(formatPhone(typed)).toBe(shown));

  it('stores a seven-digit number without an area code as ddd-dddd', () => {
    expect(phoneAnswer('(555) 123-4')).toBe('555-1234');
    expect(phoneAnswer('(202) 555-1234')).toBe('(202) 555-1234');
    expect(phoneAnswer('')).toBe('');
  });

  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['1234567890', '123-45-6789'],
    ['abc123-45-6789', '123-45-6789'],
  ])('SSN %j shows as %j', (typed, shown) => expect(formatSsn(typed)).toBe(shown));

  it.each([
    ['0', '0'],
    ['012', '01/2'],
    ['01152000', '01/15/2000'],
    ['1/5/2000', '1/5/2000'],
    ['01/15/20001', '01/15/2000'],
    ['ab1', '1'],
  ])('date %j shows as %j', (typed, shown) => expect(formatDateText(typed)).toBe(shown));

  it.each([
    ['01/15/2000', '2000-01-15'],
    ['1/5/2000', '2000-01-05'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', ''],
    ['02/30/2000', ''],
    ['13/01/2000', ''],
    ['01/15/200', ''],
    ['01/15', ''],
    ['', ''],
  ])('date text %j is stored as %j', (text, iso) => expect(isoFromDateText(text)).toBe(iso));

  it('shows an ISO date as MM/DD/YYYY', () => {
    expect(dateTextFromIso('2000-01-15')).toBe('01/15/2000');
    expect(dateTextFromIso('')).toBe('');
  });

  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('(202) 555-1234', 4)).toBe(7);
    expect(caretAfterDigits('(202) 555-1234', 10)).toBe(14);
    expect(caretAfterDigits('(2', 0)).toBe(1);
  });
});
