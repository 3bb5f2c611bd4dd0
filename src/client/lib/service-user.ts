/** Query parameters are read once, on first load (spec point 2): later navigation does not change the mode. */
const firstLoad = new URLSearchParams(window.location.search);

/** The service token of the print view, when the app was opened with ?service_token=… */
export const serviceToken: string | null = firstLoad.get('service_token');

/** A service user (the PDF print view) sees no navigation, account menu or modals. */
export function useIsServiceUser(): boolean {
  return serviceToken !== null;
}
