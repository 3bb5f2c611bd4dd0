import settings from '../../../../texts-and-settings/auth/idle-timeout.json';

/** Timings, activity events and texts of the idle timeout (texts-and-settings/auth/idle-timeout.json). */
export const idleSettings = settings;
