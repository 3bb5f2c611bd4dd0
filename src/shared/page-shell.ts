import type { Tenant } from './tenant.ts';

/**
 * The frame of a page the server renders before the JavaScript: a form page's (its path, whether the reader is a
 * visitor, whether the tenant's date banner shows) or an account card's. Nothing in it belongs to one applicant.
 */
export type ShellFrame = { frame: 'form'; path: string; visitor: boolean; dateBanner: boolean } | { frame: 'auth'; path: string };

export interface ShellRequest {
  /** The tenant with its texts in `language`, as the page's data block carries it. */
  tenant: Tenant;
  language: string;
  frame: ShellFrame;
}

export interface RenderedShell {
  /** The page's own title, before the tenant's. */
  title: string;
  /** emotion's style tags of the frame, for the head. */
  styles: string;
  /** The frame's HTML, for inside `#root`. */
  html: string;
}

/** The server build of the client's page shell (src/client/page-shell/render-shell.tsx). */
export type RenderShell = (request: ShellRequest) => Promise<RenderedShell>;
