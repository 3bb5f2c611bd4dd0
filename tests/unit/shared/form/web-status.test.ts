import { describe, expect, it } from 'vitest';
import { deriveWebStatus, webStatusStepsUpTo } from '../../../../src/shared/form/index.ts';

const list = (...statuses: string[]) => statuses.map((web_status) => ({ web_status }));

describe('deriveWebStatus', () => {
  it.each([
    [list(), 'none'],
    [list('started'), 'started'],
    [list('started', 'validating'), 'validating'],
    [list('started', 'validating', 'submitted'), 'submitted'],
  ])('%j is %s', (statuses, expected) => {
    expect(deriveWebStatus(statuses)).toBe(expected);
  });

  it('counts distinct statuses only', () => {
    expect(deriveWebStatus(list('started', 'started', 'started'))).toBe('started');
    expect(deriveWebStatus(list('validating', 'validating'))).toBe('started');
  });

  it('ignores statuses it does not recognise', () => {
    expect(deriveWebStatus(list('archived', 'started', 'STARTED'))).toBe('started');
    expect(deriveWebStatus(list('archived'))).toBe('none');
  });

  it('accepts plain strings too', () => {
    expect(deriveWebStatus(['started', 'validating'])).toBe('validating');
  });
});

describe('webStatusStepsUpTo', () => {
  it('gives the status with every step before it, which derive back to that status', () => {
    expect(webStatusStepsUpTo('started')).toEqual(['started']);
    expect(webStatusStepsUpTo('validating')).toEqual(['started', 'validating']);
    expect(webStatusStepsUpTo('submitted')).toEqual(['started', 'validating', 'submitted']);
    for (const status of ['started', 'validating', 'submitted'] as const) expect(deriveWebStatus(webStatusStepsUpTo(status))).toBe(status);
  });
});
