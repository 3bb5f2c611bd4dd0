import { createContext, useContext, type CSSProperties } from 'react';

/** True while the page's frame is drawn on the server, to paint before the JavaScript runs (page-shell/). */
export const InPageShell = createContext(false);

const HIDDEN: CSSProperties = { visibility: 'hidden' };

/**
 * The style of a control that works only once the app runs (a select, a button that opens a dialog): in the server's
 * frame it keeps its place, so nothing moves when the app draws it, but is neither shown nor focusable, as a choice
 * made there would be lost and a click would do nothing.
 */
export function useHiddenUntilScripted(): CSSProperties | undefined {
  return useContext(InPageShell) ? HIDDEN : undefined;
}

/**
 * The attribute marking the server's frame (`data-page-shell`), on the frame's outermost element: what is painted
 * before the app has rendered, and is replaced when it does.
 */
export function usePageShellMark(): { 'data-page-shell'?: true } {
  return useContext(InPageShell) ? { 'data-page-shell': true } : {};
}
