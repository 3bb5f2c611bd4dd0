/**
 * The print view tells the PDF renderer it is done by setting this attribute on <html>: `ready` once every page
 * has rendered (fonts and images loaded), `error` when its payload could not be read.
 */
export const PRINT_STATE_ATTRIBUTE = 'data-print-state';

export type PrintState = 'ready' | 'error';
