/**
 * The print view tells the PDF renderer where it is by setting this attribute on <html>: `standby` once a spare
 * page (`?print_standby`) has loaded the view and listens for its token, `ready` once every page has rendered
 * (fonts and images loaded), `error` when its payload could not be read.
 */
export const PRINT_STATE_ATTRIBUTE = 'data-print-state';

export type PrintState = 'standby' | 'ready' | 'error';

/** The query parameter that opens a spare print view, waiting for its token. */
export const PRINT_STANDBY_PARAMETER = 'print_standby';

/** The event on `window` (a CustomEvent whose detail is the token) by which the renderer hands a spare view its token. */
export const SERVICE_TOKEN_EVENT = 'service-token';
