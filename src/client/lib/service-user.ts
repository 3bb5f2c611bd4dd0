import { PRINT_STANDBY_PARAMETER } from '../../shared/print-view.ts';

/** Query parameters are read once, on first load: later navigation does not change the mode (none on the server). */
const firstLoad = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);

/** The service token of the print view, when the app was opened with ?service_token=… */
export const serviceToken: string | null = firstLoad.get('service_token');

/**
 * `?print_standby`: the PDF renderer's spare page. It boots the print view without a token, then waits for the
 * renderer to hand one over (SERVICE_TOKEN_EVENT), so a PDF job does not wait for the app to load and start.
 */
export const printStandby: boolean = serviceToken === null && firstLoad.has(PRINT_STANDBY_PARAMETER);

/** The service user's mode: the read-only print view and nothing else. */
export const isServiceMode: boolean = serviceToken !== null || printStandby;

/** A service user (the PDF print view) sees no navigation, account menu or modals. */
export function useIsServiceUser(): boolean {
  return isServiceMode;
}
