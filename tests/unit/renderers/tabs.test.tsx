// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabsTester } from '../../../renderers/tabs/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import { renderForm } from './render-form.tsx';
import { preloadNextStepsRenderers } from '../../../renderers/index.ts';
import { testerTable } from './tester-table.ts';
import { passEveryDebounce, useQuietTimers } from './quiet-time.ts';

const schema = {
  type: 'object',
  properties: {
    essay_text: { type: 'string', title: 'Write your essay here' },
    essay_link: { type: 'string', title: 'Link to your essay' },
  },
};
const tabs = {
  type: 'Tabs',
  options: { tabId: 'essay', defaultTab: 'write' },
  elements: [
    { type: 'Tab', label: 'Write it', options: { tabKey: 'write' }, elements: [{ type: 'Control', scope: '#/properties/essay_text' }] },
    { type: 'Tab', label: 'Link it', options: { tabKey: 'link' }, elements: [{ type: 'Control', scope: '#/properties/essay_link' }] },
  ],
};

// The page that shows these renderers loads their chunk before its first render; so do these tests.
beforeAll(() => preloadNextStepsRenderers());

describe('Tabs renderer', () => {
  afterEach(() => vi.useRealTimers());

  testerTable(tabsTester, [
    ['Tabs', tabs, RANKS.compositeLayout],
    ['a Tab', tabs.elements[0], -1],
  ]);

  it('shows only the default tab to a visitor, without a tab list', () => {
    renderForm({ schema, uischema: tabs, context: { tabs: { chosen: { essay: 'link' }, onSwitch: vi.fn() } } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.getElementById('essay_text')).not.toBeNull();
    expect(document.getElementById('essay_link')).toBeNull();
  });

  it('shows a logged-in applicant the chosen tab; switching saves through the client, then clears the other tab', async () => {
    const onSwitch = vi.fn(() => Promise.resolve());
    const form = renderForm({
      schema,
      uischema: tabs,
      data: { essay_text: 'My essay' },
      context: { isLoggedIn: true, tabs: { chosen: {}, onSwitch } },
    });
    expect(screen.getByRole('tab', { name: 'Write it' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('essay-tab-write');
    await userEvent.click(screen.getByRole('tab', { name: 'Link it' }));
    expect(onSwitch).toHaveBeenCalledWith('essay', 'link');
    await form.answersWhere((answers) => answers.essay_text === '');
  });

  it('keeps everything when the client could not save the switch', async () => {
    const user = useQuietTimers();
    const onSwitch = vi.fn(() => Promise.reject(new Error('network')));
    const form = renderForm({ schema, uischema: tabs, data: { essay_text: 'Mine' }, context: { isLoggedIn: true, tabs: { chosen: {}, onSwitch } } });
    await user.click(screen.getByRole('tab', { name: 'Link it' }));
    await waitFor(() => expect(onSwitch).toHaveBeenCalled());
    await passEveryDebounce();
    expect(form.latest().essay_text).toBe('Mine');
  });

  it('has a read-only twin showing the chosen tab only', () => {
    const view = renderForm({
      schema,
      uischema: tabs,
      mode: 'display',
      data: { essay_link: 'https://example.org/essay' },
      context: { isServiceUser: true, tabs: { chosen: { essay: 'link' }, onSwitch: vi.fn() } },
    });
    expect(view.container.textContent).toBe('Link to your essayhttps://example.org/essay');
    expect(view.container.querySelector('[role="tab"], input')).toBeNull();
  });
});
