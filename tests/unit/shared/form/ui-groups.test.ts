import { describe, expect, it } from 'vitest';
import { keysClearedByTab, tabGroups } from '../../../../src/shared/form/ui-groups.ts';
import type { UiElement } from '../../../../src/shared/form/types.ts';

const control = (key: string): UiElement => ({ type: 'Control', scope: `#/properties/${key}` });
const tabs: UiElement = {
  type: 'Tabs',
  options: { tabId: 'tests', defaultTab: 'sat' },
  elements: [
    { type: 'Tab', options: { tabKey: 'sat' }, elements: [control('sat_score'), control('sat_state')] },
    { type: 'Tab', options: { tabKey: 'act', clearKeys: ['act_score'] }, elements: [control('act_score'), control('act_note')] },
  ],
};

describe('keysClearedByTab', () => {
  const group = tabGroups([tabs]).get('tests')!;

  it('lists what the other tabs hold, each key with its _desc, never the chosen tab’s', () => {
    expect(keysClearedByTab(group, 'act')).toEqual(['sat_score', 'sat_score_desc', 'sat_state', 'sat_state_desc']);
    expect(keysClearedByTab(group, 'sat')).toEqual(['act_score', 'act_score_desc']);
  });
});
