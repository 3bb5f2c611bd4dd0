import { describe, expect, it } from 'vitest';
import { createFormRules } from '../../../src/server/application/form-rules.ts';
import { addAnotherMaximum } from '../../../src/shared/form/index.ts';
import { answersWith, TODAY } from '../shared/form/about-helpers.ts';
import { staffText } from '../../support/staff-text.ts';

describe('createFormRules (what the server needs)', () => {
  const rules = createFormRules({
    characterLimit: 7000,
    optionLists: { entryTerm: [{ const: '2027FA', title: staffText('tenants/demo/tenant.json', '/optionLists/entryTerm/1/title') }] },
  });

  it('names the pages and validates every page with the date it is given', () => {
    expect(rules.pages).toEqual(['about', 'education', 'final-steps']);
    const errors = rules.validateAll(answersWith({ birth_date: '2013-11-23' }), TODAY);
    expect(errors.about).toEqual({ birth_date: ['You must be 13 years or older to apply.'] });
    expect(rules.validateAll(answersWith({ birth_date: '2013-11-23' }), '2026-11-23').about).toEqual({});
  });

  it('clears hidden answers', () => {
    expect(rules.clearHiddenAnswers(answersWith({ legacy_ind: 'N' })).legacy_first_name).toBe('');
  });

  it('knows the AddAnother maximum from the prefixes', () => {
    expect(addAnotherMaximum('legacy')).toBe(3);
    expect(addAnotherMaximum('hs')).toBe(5);
    expect(rules.addAnotherMaximum('nope')).toBeUndefined();
    expect(addAnotherMaximum('activity')).toBe(4);
    expect(addAnotherMaximum('honor')).toBe(4);
    expect(addAnotherMaximum('class')).toBe(7);
    expect(addAnotherMaximum('minor')).toBe(4);
    expect(rules.addAnotherButtonIds()).toEqual(['legacy', 'hs', 'activity', 'honor', 'class', 'minor']);
    expect(rules.tabIds()).toEqual(['personal_statement', 'resume']);
    for (const id of rules.tabIds()) expect(rules.tabGroup(id)?.defaultTab, id).toBe('type');
  });
});
