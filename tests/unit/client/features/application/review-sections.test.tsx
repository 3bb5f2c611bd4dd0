// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { FormContext, preloadNextStepsRenderers, type FormContextValue } from '../../../../../renderers/index.ts';
import { reviewSections, type ReviewContext } from '../../../../../src/client/features/application/review/review-sections.ts';
import { createAnswerStore } from '../../../../../src/client/form/answer-store.ts';
import { FormView } from '../../../../../src/client/form/FormView.tsx';
import type { DocumentAnswer } from '../../../../../src/shared/documents/file-rules.ts';
import { formPages, getPage, type PageName } from '../../../../../src/shared/form/pages.ts';
import type { Answers } from '../../../../../src/shared/form/types.ts';
import { tenantTextsOf, type Tenant } from '../../../../../src/shared/tenant.ts';
import tenantFile from '../../../../../tenants/demo/tenant.json' with { type: 'json' };
import renderers from '../../../../../uischemas/renderers.json' with { type: 'json' };
import fileUpload from '../../../../../texts-and-settings/file-upload.json' with { type: 'json' };
import { completeApplication } from '../../../../support/complete-application.ts';

const tenant = tenantFile as unknown as Tenant;
const resume: DocumentAnswer = { status: 'ANSWERED', conversion_status: 'COMPLETED', message: null, file_name: 'my-resume.pdf', file_size: 20_480 };

function context(answers: Answers, more: Partial<ReviewContext> = {}): ReviewContext {
  return { answers, tabs: {}, counts: {}, documents: {}, tenantOptions: tenant.optionLists, tenantTexts: tenantTextsOf(tenant), ...more };
}

const rowsOf = (page: PageName, ctx: ReviewContext) =>
  reviewSections(getPage(page), ctx).flatMap((section) => section.rows.map((row) => ({ ...row, section: section.title })));
const answerOf = (page: PageName, ctx: ReviewContext, key: string) => rowsOf(page, ctx).find((row) => row.key === key)?.answer;

afterEach(cleanup);
beforeAll(async () => {
  await preloadNextStepsRenderers();
});

describe('reviewSections', () => {
  const answers = completeApplication(new Date('2026-06-01T12:00:00Z'));

  it('prints option labels, dates, month/year pairs, schools with their CEEB code, ticked checkboxes and phone numbers as the print view does', () => {
    const ctx = context(answers);
    expect(answerOf('about', ctx, 'gender')).toBe('Female');
    expect(answerOf('about', ctx, 'citizenship')).toBe('Mexico');
    expect(answerOf('about', ctx, 'birth_date')).toBe('04/15/2008');
    expect(answerOf('about', ctx, 'race_white')).toBe(renderers.texts.checked);
    expect(answerOf('about', ctx, 'phone_mobile')).toBe('(555) 234-5678');
    expect(answerOf('education', ctx, 'hs_name')).toBe('Fairview High School (060118)');
    expect(answerOf('education', ctx, 'hs_attend_from_month')).toBe('August 2023');
    expect(answerOf('final-steps', ctx, 'entry_term')).toBe('Fall 2027');
  });

  it('lists only answered questions the page shows: no unticked box, no empty answer, no hidden section, no other tab', () => {
    const ctx = context(answers);
    const keys = rowsOf('about', ctx).map((row) => row.key);
    expect(keys).not.toContain('race_asian');
    expect(keys).not.toContain('mailing_address_line_2');
    expect(keys).toContain('mailing_city');
    const same = context({ ...answers, mailing_addr_same_as_perm_addr: 'Y' });
    // A hidden section's answers are not shown, even while they are still held.
    expect(rowsOf('about', same).map((row) => row.key)).not.toContain('mailing_city');
    expect(answerOf('final-steps', ctx, 'resume_doc')).toBeUndefined();
  });

  it('keeps page order, names each Add Another block, and shows only the blocks added', () => {
    const one = rowsOf('about', context(answers, { counts: { legacy: 1 } }));
    expect(one.map((row) => row.key)).not.toContain('legacy_2_first_name');
    // A lone block goes under its group's own title, unnumbered.
    expect(one.find((row) => row.key === 'legacy_first_name')!.section).not.toMatch(/ 1$/);
    const two = rowsOf('about', context(answers, { counts: { legacy: 2 } }));
    const first = two.find((row) => row.key === 'legacy_first_name')!;
    const second = two.find((row) => row.key === 'legacy_2_first_name')!;
    expect(second.section).toBe(first.section!.replace(/1$/, '2'));
    expect(first.section).toMatch(/ 1$/);
    expect(two.findIndex((row) => row.key === 'first_name')).toBeLessThan(two.findIndex((row) => row.key === 'legacy_first_name'));
  });

  it('shows the chosen tab: an upload by its file name and size, the typed text of the other tab left out', () => {
    const ctx = context(answers, { tabs: { resume: 'upload' }, documents: { resume_doc: resume } });
    expect(answerOf('final-steps', ctx, 'resume_doc')).toBe(fileUpload.texts.uploaded.replace('{name}', 'my-resume.pdf').replace('{size}', '20 KB'));
    expect(answerOf('final-steps', ctx, 'resume_essay')).toBeUndefined();
  });

  it('prints every answer exactly as the print view (the PDF) shows it under the same question', () => {
    const documents = { resume_doc: resume };
    const tabs = { resume: 'upload' };
    const counts = { legacy: 2 };
    const printContext: FormContextValue = {
      isLoggedIn: false,
      isServiceUser: true,
      characterLimit: tenant.characterLimit,
      tenantTexts: tenantTextsOf(tenant),
      tenantOptions: tenant.optionLists,
      addAnother: { counts, onAdd: () => undefined },
      tabs: { chosen: tabs, onSwitch: () => Promise.resolve() },
      documents: { answers: documents, upload: () => Promise.reject(new Error('read-only')), remove: () => Promise.resolve() },
    };
    const ctx = context(answers, { documents, tabs, counts });
    let checked = 0;
    for (const page of formPages) {
      const view = render(
        <FormContext.Provider value={printContext}>
          <FormView page={page.name} store={createAnswerStore(answers)} mode="display" />
        </FormContext.Provider>,
      );
      const rows = rowsOf(page.name, ctx);
      expect(rows.length, page.name).toBeGreaterThan(0);
      for (const row of rows) {
        const printed = document.getElementById(row.key);
        expect(printed, `${page.name} ${row.key}`).not.toBeNull();
        expect(printed!.textContent, `${page.name} ${row.key}`).toContain(row.answer);
        expect(printed!.textContent, `${page.name} ${row.key}`).toContain(row.question);
        checked += 1;
      }
      view.unmount();
    }
    expect(checked).toBeGreaterThan(60);
  });
});
