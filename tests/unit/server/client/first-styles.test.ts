import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstStylesFor, firstStylesPath, styleElement, tenantHash } from '../../../../src/server/client/first-styles.ts';
import { loadTenant } from '../../../../src/server/tenant/load-tenant.ts';
import { FIRST_STYLES_FILE, type FirstStylesFile } from '../../../../src/shared/first-styles.ts';
import { pageList } from '../../../../src/shared/form/page-list.ts';

const demo = loadTenant('demo').tenant;
const classes = { key: 'css', names: ['1abc', 'animation-x'], rules: ['.css-1abc{color:red;}', '@keyframes animation-x{from{opacity:0;}}'] };
const baseline = { key: 'css-global', names: ['9g'], rules: ['html{margin:0;}'] };
const dirs: string[] = [];

function clientDirWith(recorded: FirstStylesFile): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-styles-'));
  dirs.push(dir);
  writeFileSync(join(dir, FIRST_STYLES_FILE), JSON.stringify(recorded));
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('first styles in index.html', () => {
  it("writes the class rules in a template under their names, a global style as emotion's Global hydrates it", () => {
    expect(styleElement(classes)).toBe(
      '<template id="first-styles">' +
        '<style data-first-styles="1abc animation-x">.css-1abc{color:red;}@keyframes animation-x{from{opacity:0;}}</style>' +
        '</template>',
    );
    // data-s: emotion's cache leaves it where it is.
    expect(styleElement(baseline)).toBe('<style data-emotion="css-global 9g" data-s="">html{margin:0;}</style>');
  });

  it('never lets a rule end the element', () => {
    const hostile = styleElement({ key: 'css', names: ['x"y'], rules: ['.a::after{content:"</style><script>alert(1)</script>";}'] });
    expect(hostile.match(/<\/?style/gi)).toEqual(['<style', '</style']);
    expect(hostile.match(/<\/?template/gi)).toEqual(['<template', '</template']);
    const rules = '.a::after{content:"</template><script>alert(1)</script>";}';
    expect(styleElement({ key: 'css', names: ['a'], rules: [rules] }).match(/<\/?template/gi)).toEqual(['<template', '</template']);
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('data-first-styles="x&quot;y"');
  });

  it("gives each page its sheets for the build's version of the tenant, global styles first", () => {
    const dir = clientDirWith({ demo: { tenantHash: tenantHash(demo), pages: { '/login': [classes, baseline] } } });
    const auth = firstStylesFor(dir, demo)['/login'];
    expect(auth.indexOf('data-emotion="css-global 9g"')).toBeGreaterThanOrEqual(0);
    expect(auth.indexOf('data-emotion="css-global 9g"')).toBeLessThan(auth.indexOf('data-first-styles="1abc'));
  });

  it('sends none for another version of the tenant, another tenant or a build without them', () => {
    const edited = { ...demo, partnerName: `${demo.partnerName} (edited)` };
    const dir = clientDirWith({ demo: { tenantHash: tenantHash(demo), pages: { '/login': [classes] } } });
    expect(firstStylesFor(dir, edited)).toEqual({});
    expect(firstStylesFor(dir, { ...demo, id: 'other' })).toEqual({});
    const noBuild = mkdtempSync(join(tmpdir(), 'no-build-'));
    dirs.push(noBuild);
    expect(firstStylesFor(noBuild, demo)).toEqual({});
  });

  it("sends a form page its own sheets and every account screen the log-in card's", () => {
    const [about, education] = pageList;
    expect(firstStylesPath({ frame: 'form', page: education, visitor: false, dateBanner: null })).toBe(education.path);
    expect(firstStylesPath({ frame: 'form', page: about, visitor: true, dateBanner: null })).toBe('/about');
    expect(firstStylesPath({ frame: 'auth', path: '/signup' })).toBe('/login');
  });
});
