import { TENANT_DATA_ID, type Tenant } from '../../shared/tenant.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value as HTML: tenant values are edited by staff, never trusted as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * The tenant as a JSON data block: never executed (so the CSP's script-src 'self' is untouched), and with every `<`
 * written as `\u003c` so no value can close the element or open a comment.
 */
export function tenantDataBlock(tenant: Tenant): string {
  const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${TENANT_DATA_ID}">${json}</script>`;
}

/** Replaces exactly one occurrence of `marker` in the built page, or says which marker the build lost. */
function replaceOnce(html: string, marker: string, replacement: string): string {
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + 1) !== -1) throw new Error(`index.html must hold ${marker} exactly once`);
  return html.slice(0, at) + replacement + html.slice(at + marker.length);
}

export interface PagePieces {
  /** The page's language (`<html lang>`): the request's, negotiated from its Accept-Language. */
  lang?: string;
  /** The page's own title, before the tenant's (as the page sets it once rendered). */
  title?: string;
  /** Goes before `</head>` (styles, preloads). */
  head?: string;
  /** Goes inside `<div id="root">`: what paints before the JavaScript, replaced when React renders. */
  body?: string;
}

/**
 * The built index.html carrying the tenant: its title, its logo as the tab's icon (without one, every first visit
 * asks for /favicon.ico and logs a 404), the tenant itself (so the client renders without first asking
 * GET /public/tenant) and the page's own pieces.
 */
export function tenantPage(template: string, tenant: Tenant, pieces: PagePieces = {}): string {
  const title = `<title>${escapeHtml([pieces.title, tenant.applicationTitle, tenant.partnerName].filter(Boolean).join(' | '))}</title>`;
  const icon = `<link rel="icon" href="${escapeHtml(tenant.branding.logoUrl)}">`;
  let html = template.replace(/<title>[^<]*<\/title>/, title);
  if (pieces.lang)
    html = html.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${escapeHtml(pieces.lang!)}">`);
  html = replaceOnce(html, '</head>', `${icon}${tenantDataBlock(tenant)}${pieces.head ?? ''}</head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${pieces.body ?? ''}</div>`);
}
