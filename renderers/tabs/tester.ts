import { rankWith, uiTypeIs } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';

export const tabsTester = rankWith(RANKS.compositeLayout, uiTypeIs('Tabs'));
