import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMOTION_KEY, FIRST_STYLES_ATTRIBUTE, FIRST_STYLES_FILE, FIRST_STYLES_TEMPLATE_ID, type FirstStylesFile, type RecordedSheet } from '../../shared/first-styles.ts';
import type { Tenant } from '../../shared/tenant.ts';
import type { PreJsFrame } from './pre-js-page.ts';
import { escapeHtml } from './tenant-page.ts';

/** Names the tenant as the build saw it: its theme (colours, fonts) is what the recorded class names hash. */
export function tenantHash(tenant: Tenant): string {
  return createHash('sha256').update(JSON.stringify(tenant)).digest('base64url');
}

// Inside <style> only `</style` (in its template, `</template`) could end the element early: `<` is written as CSS's
// own escape for it.
const cssText = (rules: string[]) => rules.join('').replace(/</g, '\\3c ');

/**
 * A sheet in the page: the class rules under FIRST_STYLES_ATTRIBUTE, inert in their template (FIRST_STYLES_TEMPLATE_ID)
 * until the page's emotion cache takes them as its own; a global style as emotion writes one into a server-rendered
 * page (`data-emotion="css-global <name>"`), which its Global component takes as inserted. `data-s` marks that one as in
 * place: emotion's cache would otherwise move it to the end of the head when the app starts, and every move makes the
 * browser drop and add the sheet.
 */
export function styleElement(sheet: RecordedSheet): string {
  const attributes =
    sheet.key === EMOTION_KEY
      ? `${FIRST_STYLES_ATTRIBUTE}="${escapeHtml(sheet.names.join(' '))}"`
      : `data-emotion="${escapeHtml([sheet.key, ...sheet.names].join(' '))}" data-s=""`;
  const element = `<style ${attributes}>${cssText(sheet.rules)}</style>`;
  return sheet.key === EMOTION_KEY ? `<template id="${FIRST_STYLES_TEMPLATE_ID}">${element}</template>` : element;
}

/** The page whose recorded styles a frame's page gets: a form page its own, every account screen the login card's. */
export function firstStylesPath(frame: PreJsFrame): string {
  return frame.frame === 'form' ? frame.page.path : '/login';
}

/**
 * Per page path, the `<style>` elements of the styles its first render inserts, as the build recorded them for this
 * tenant; none when the build has none or recorded another version of the tenant (its class names would not match:
 * the page then inserts its styles itself, as it does without them).
 */
export function firstStylesFor(clientDir: string, tenant: Tenant): Record<string, string> {
  const file = join(clientDir, FIRST_STYLES_FILE);
  if (!existsSync(file)) return {};
  const recorded = (JSON.parse(readFileSync(file, 'utf8')) as FirstStylesFile)[tenant.id];
  if (!recorded || recorded.tenantHash !== tenantHash(tenant)) return {};
  // Global styles first: emotion puts them before the class rules.
  const ordered = (sheets: RecordedSheet[]) => [...sheets.filter((s) => s.key !== EMOTION_KEY), ...sheets.filter((s) => s.key === EMOTION_KEY)];
  return Object.fromEntries(Object.entries(recorded.pages).map(([path, sheets]) => [path, ordered(sheets).map(styleElement).join('')]));
}
