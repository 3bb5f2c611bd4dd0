import { messages } from '../../shared/messages.ts';

/** What a change to a submitted application answers (texts-and-settings/messages.json). */
export const FROZEN_MESSAGE = messages.applicationFrozen;
