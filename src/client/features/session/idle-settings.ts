import settings from '../../../../schemas/auth/idle-timeout.json';

/** Timings, activity events and texts of the idle timeout (schemas/auth/idle-timeout.json). */
export const idleSettings = settings;
