/**
 * The styles pages' first renders insert, recorded by the build (scripts/vite-first-styles.ts) so the
 * server can send them in index.html and emotion takes them as inserted already: a phone then does no CSS
 * compiling or rule insertion in the page's first commit, the longest task of its first load.
 */
export const FIRST_STYLES_FILE = 'first-styles.json';

/**
 * The attribute of the sent class rules' `<style>` element, naming them (`data-first-styles="<name> <name>…"`): the
 * page's emotion cache takes those as inserted and the element as its first sheet, where it is
 * (src/client/app/first-styles/page-cache.ts). emotion's own `data-emotion` elements would be hydrated by moving each
 * to the end of the head, which makes the browser drop and add its sheet: a third of the entry's evaluation task.
 */
export const FIRST_STYLES_ATTRIBUTE = 'data-first-styles';

/**
 * The id of the `<template>` the class rules come in: React's DOM needs them, the server-painted frame (its own `pj-`
 * styles) does not, so the browser neither parses them nor matches them against the page before its first paint.
 * The page's emotion cache puts them in the page in a task of its own before the first render.
 */
export const FIRST_STYLES_TEMPLATE_ID = 'first-styles';

/** emotion's cache key: its class rules' sheet is recorded under it, each global style under `css-global`. */
export const EMOTION_KEY = 'css';

/** One emotion style sheet's rules: the class rules and keyframes (`css`), or one global style (`css-global`). */
export interface RecordedSheet {
  /** emotion's cache key for the sheet: `css`, or `css-global` for a Global component's styles. */
  key: string;
  /** The names emotion knows the rules by (class name suffixes, keyframe names; a global style's one name). */
  names: string[];
  rules: string[];
}

interface FirstStyles {
  /** A hash of the tenant the styles were recorded with: its theme names the styles. */
  tenantHash: string;
  /** Per page path (/login for the account screens, each form page), its sheets in the order emotion put them in. */
  pages: Record<string, RecordedSheet[]>;
}

/** Per tenant folder name. */
export type FirstStylesFile = Record<string, FirstStyles>;
