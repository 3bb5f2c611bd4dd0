import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../../src/client/page-shell/render-shell.tsx';
import type { ShellFrame } from '../../../../src/shared/page-shell.ts';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import spanishPages from '../../../../texts-and-settings/translations/es/uischemas/pages.json' with { type: 'json' };
import spanishMessages from '../../../../texts-and-settings/translations/es/texts-and-settings/messages.json' with { type: 'json' };
import tenantFile from '../../../../tenants/demo/tenant.json' with { type: 'json' };
import { staffText } from '../../../support/staff-text.ts';

// The demo tenant as the server sends it (its file, with its id).
const demo = { ...tenantFile, id: 'demo' } as unknown as Tenant;
const form = (path: string, visitor = true): ShellFrame => ({ frame: 'form', path, visitor, dateBanner: false });
/** The render, its text nodes' separators (`<!-- -->`) taken out so a sentence reads as one. */
const render = async (frame: ShellFrame, tenant: Tenant = demo, language = 'en') => {
  const shell = await renderShell({ tenant, language, frame });
  return { ...shell, html: shell.html.replaceAll('<!-- -->', '') };
};
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe("the page shell, rendered by the client's own components", () => {
  it("draws a form page's frame: the tenant's header, its step marked, one main landmark, the page's heading", async () => {
    const { title, html } = await render(form('/education'));
    expect(title).toBe(staffText('uischemas/pages.json', '/pages/1/title'));
    const header = /<header[^>]*>.*<\/header>/s.exec(html)?.[0] ?? '';
    expect(header).toContain(`alt="${demo.branding.logoAlt}"`);
    expect(header).toContain(demo.branding.marketingBullets[0]);
    expect(header).toMatch(new RegExp(`aria-current="step"[^>]*>.*${title}`));
    expect(count(html, /<main/)).toBe(1);
    expect(count(html, /<h1/)).toBe(1);
    expect(html).toMatch(/<main[^>]*aria-busy="true"/);
    expect(html).toContain(`${demo.partnerName} ${demo.applicationTitle}: ${title}.`);
  });

  it("shows a visitor's welcome, and none to a signed-in applicant (whose welcome depends on the profile)", async () => {
    const welcome = staffText('texts-and-settings/messages.json', '/welcomeOtherTitle');
    expect((await render(form('/about'))).html).toContain(welcome);
    expect((await render(form('/about', false))).html).not.toContain(welcome);
  });

  it("draws an account card's frame with the card's title and no steps", async () => {
    const { title, html } = await render({ frame: 'auth', path: '/login' });
    expect(title).toBe(staffText('texts-and-settings/messages.json', '/loginTitle'));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(demo.applicationTitle);
    expect(html).not.toContain('<nav');
  });

  it("ships every class rule the frame uses as emotion's style tags, in the tenant's colours", async () => {
    const { styles, html } = await render(form('/about'));
    const shipped = new Set([...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap(([, ids]) => ids.split(' ')));
    const used = new Set([...html.matchAll(/class="[^"]*"/g)].flatMap(([classes]) => [...classes.matchAll(/\bcss-([\w-]+)/g)].map(([, id]) => id)));
    used.delete('0');
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((id) => !shipped.has(id))).toEqual([]);
    expect(styles.toLowerCase()).toContain(demo.branding.theme.primary.main.toLowerCase());
  });

  it("ships the rules of the page's empty form as well, but not its fields, whose typing the app's render would drop", async () => {
    const { styles, html } = await render(form('/about'));
    const shipped = [...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap(([, ids]) => ids.split(' '));
    const used = new Set([...html.matchAll(/\bcss-([\w-]+)/g)].map(([, id]) => id));
    expect(shipped.filter((id) => !used.has(id)).length).toBeGreaterThan(10);
    expect(html).toMatch(/<div class="MuiPaper-root[^"]*"><\/div><\/main>/);
    expect(html).not.toMatch(/<(input|form|textarea)\b/);
    expect(html).not.toContain(staffText('uischemas/about.uischema.json', '/elements/0/elements/0/elements/0/label'));
  });

  it('is in the language asked for, its texts from the same translation files as the browser', async () => {
    const page = await render(form('/about'), demo, 'es');
    expect(page.title).toBe(spanishPages.pages[0].title);
    expect(page.html).toContain(spanishMessages.welcomeOtherTitle);
    expect((await render({ frame: 'auth', path: '/login' }, demo, 'es')).title).toBe(spanishMessages.loginTitle);
    // The texts go back for the next render in English.
    expect((await render(form('/about'))).title).toBe(staffText('uischemas/pages.json', '/pages/0/title'));
  });

  it('follows a staff edit of the tenant: its title and colours are in the next render', async () => {
    const edited: Tenant = {
      ...demo,
      applicationTitle: 'Transfer Application',
      branding: { ...demo.branding, theme: { ...demo.branding.theme, primary: { ...demo.branding.theme.primary, main: '#123456' } } },
    };
    const page = await render(form('/about'), edited);
    expect(page.html).toContain('Transfer Application');
    expect(page.html).not.toContain(demo.applicationTitle);
    expect(page.styles).toContain('#123456');
  });

  it('keeps the controls that work only once the app runs in their place but hidden: a choice there would be lost', async () => {
    for (const frame of [form('/about'), { frame: 'auth', path: '/login' } as const]) {
      const { html } = await render(frame);
      const controls = [...html.matchAll(/<(select|button)\b[^>]*>/g)].map(([tag]) => tag);
      expect(controls.length).toBeGreaterThan(0);
      expect(controls.filter((tag) => !/\bstyle="visibility:hidden"/.test(tag) && !/<select/.test(tag))).toEqual([]);
    }
    const label = /<label[^>]*>(?:(?!<\/label>).)*<select/s.exec((await render({ frame: 'auth', path: '/login' })).html)?.[0] ?? '';
    expect(label).toMatch(/^<label[^>]*style="visibility:hidden"/);
  });

  it('writes staff-edited values as text, never as markup', async () => {
    const hostileText = `</script><script>alert(1)</script><!-- "quoted" <b>`;
    const hostile: Tenant = {
      ...demo,
      partnerName: hostileText,
      applicationTitle: hostileText,
      siteUrl: `https://x.example/"onmouseover="alert(1)`,
      branding: {
        ...demo.branding,
        logoAlt: hostileText,
        marketingBullets: [hostileText],
        dateBanner: { start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z', text: hostileText },
      },
    };
    for (const frame of [{ ...form('/about'), dateBanner: true }, { frame: 'auth', path: '/login' } as const]) {
      const { html } = await render(frame, hostile);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('"onmouseover');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });
});
