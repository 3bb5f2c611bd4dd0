// Run by scripts/vite-first-styles.ts after a build, in a process of its own (NODE_ENV=production, so the class
// names are the built app's): records the first styles of each tenant's pages at the given paths into
// <outDir>/first-styles.json.
import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { tenantHash } from '../src/server/client/first-styles.ts'; // eslint-disable-line @typescript-eslint/no-restricted-imports -- goes with the first-styles recording, which the build simplification removes
import { loadTenant, TENANTS_DIR } from '../src/server/tenant/load-tenant.ts'; // eslint-disable-line @typescript-eslint/no-restricted-imports -- goes with the first-styles recording, which the build simplification removes
import { FIRST_STYLES_FILE, type FirstStylesFile, type RecordedSheet } from '../src/shared/first-styles.ts';
import type { Tenant } from '../src/shared/tenant.ts';

type RecordPage = (path: string, tenant: Tenant) => Promise<RecordedSheet[]>;

const [outDir, ...paths] = process.argv.slice(2);
if (!outDir || paths.length === 0 || process.env.NODE_ENV !== 'production') {
  throw new Error('usage: NODE_ENV=production node --import tsx scripts/first-styles.ts <outDir> <path>...');
}

// The page's globals, as a browser has them, before React, MUI or emotion is loaded (emotion looks for a document once).
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, get: () => (dom.window as never)[key] });
}
Object.defineProperty(globalThis, 'navigator', { configurable: true, value: dom.window.navigator });

// A path in a variable: the recorder is client code (DOM, JSX), type-checked with the client.
const recorder = pathToFileURL(resolve('src/client/app/first-styles/record-page.tsx')).href;
const { recordPage } = (await import(recorder)) as { recordPage: RecordPage };

const recorded: FirstStylesFile = {};
for (const id of readdirSync(TENANTS_DIR).filter((name) => existsSync(join(TENANTS_DIR, name, 'tenant.json')))) {
  const { tenant } = loadTenant(id);
  const pages: Record<string, RecordedSheet[]> = {};
  for (const path of paths) pages[path] = await recordPage(path, tenant);
  recorded[id] = { tenantHash: tenantHash(tenant), pages };
}
writeFileSync(join(outDir, FIRST_STYLES_FILE), JSON.stringify(recorded));
dom.window.close();
process.exit(0);
