import { rankWith, uiTypeIs } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';

export const conditionalTester = rankWith(RANKS.compositeLayout, uiTypeIs('Conditional'));
