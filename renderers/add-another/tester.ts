import { rankWith, uiTypeIs } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';

export const addAnotherTester = rankWith(RANKS.compositeLayout, uiTypeIs('AddAnother'));
