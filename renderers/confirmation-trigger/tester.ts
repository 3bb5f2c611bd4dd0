import { rankWith, uiTypeIs } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';

export const confirmationTriggerTester = rankWith(RANKS.compositeLayout, uiTypeIs('ConfirmationTrigger'));
