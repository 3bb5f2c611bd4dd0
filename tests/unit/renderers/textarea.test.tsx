// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { textareaTester } from '../../../renderers/textarea/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { passEveryDebounce, useQuietTimers } from './quiet-time.ts';

const page = (...elements: object[]) => ({ type: 'VerticalLayout', elements });
const essay = control('essay', { renderer: 'textarea' });
const partnerEssay = control('partner_essay', { renderer: 'textarea', limit: 'partner' });

describe('textarea renderer', () => {
  afterEach(() => vi.useRealTimers());

  testerTable(textareaTester, [
    ['named textarea', essay, RANKS.namedControl],
    ['plain string', control('first_name'), -1],
    ['another renderer', control('essay', { renderer: 'text' }), -1],
  ]);

  it('shows the count against the schema limit and commits only on blur', async () => {
    const user = useQuietTimers();
    const form = renderForm({ schema, uischema: page(essay) });
    const box = screen.getByLabelText('Personal statement') as HTMLTextAreaElement;
    expect(box.id).toBe('essay');
    expect(box.maxLength).toBe(20);
    expect(screen.getByText('0 / 20 characters')).toBeTruthy();
    await user.type(box, 'Hello');
    expect(screen.getByText('5 / 20 characters')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBe('essay-note');
    await passEveryDebounce();
    expect(form.latest().essay).toBeUndefined();
    fireEvent.blur(box);
    await form.answersWhere((answers) => answers.essay === 'Hello');
  });

  it('uses the default 1500 without a schema limit, and the tenant limit for partner textareas', () => {
    const noLimit = { ...schema, properties: { ...schema.properties, essay: { type: 'string', title: 'Essay' } } };
    const view = renderForm({ schema: noLimit, uischema: page(essay) });
    expect(screen.getByText('0 / 1500 characters')).toBeTruthy();
    view.unmount();
    renderForm({ schema, uischema: page(partnerEssay), context: { characterLimit: 7000 }, data: { partner_essay: 'abc' } });
    expect(screen.getByText('3 / 7000 characters')).toBeTruthy();
    expect((screen.getByLabelText('Partner essay') as HTMLTextAreaElement).maxLength).toBe(7000);
  });

  it('is one plain eight-row textarea, without the hidden twin MUI measures after every render', () => {
    const { container } = renderForm({ schema, uischema: page(essay) });
    const boxes = container.querySelectorAll('textarea');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.rows).toBe(8);
  });
});
