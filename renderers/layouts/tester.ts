import { or, rankWith, uiTypeIs } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';

/** VerticalLayout, and a Tab's content (Tabs picks the tab; the tab itself lays out like a vertical layout). */
export const verticalLayoutTester = rankWith(RANKS.layout, or(uiTypeIs('VerticalLayout'), uiTypeIs('Tab')));
export const horizontalLayoutTester = rankWith(RANKS.layout, uiTypeIs('HorizontalLayout'));
export const groupTester = rankWith(RANKS.layout, uiTypeIs('Group'));
export const labelTester = rankWith(RANKS.layout, uiTypeIs('Label'));
