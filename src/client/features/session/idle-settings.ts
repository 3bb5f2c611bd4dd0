import settings from '../../../../texts-and-settings/auth/idle-timeout.json';
import { bindTexts } from '../../../shared/texts/bound-texts.ts';

/** Timings, activity events and texts of the idle timeout (texts-and-settings/auth/idle-timeout.json), texts in the chosen language. */
export const idleSettings = bindTexts('texts-and-settings/auth/idle-timeout.json', settings);
