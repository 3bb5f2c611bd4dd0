import { describe, expect, it } from 'vitest';
import { pageFrame } from '../../../../src/server/client/page-frame.ts';
import { frameTitle, preJsPage } from '../../../../src/server/client/pre-js-page.ts';
import { loadMailTemplates, mailTemplatesFile } from '../../../../src/server/mail/templates.ts';
import { REPOSITORY_ROOT } from '../../../../src/server/staff-folder/staff-folder.ts';
import { loadTenant } from '../../../../src/server/tenant/load-tenant.ts';
import { createTextsBook } from '../../../../src/server/texts/server-texts.ts';
import { spanishFile } from '../../../support/spanish-text.ts';
import { staffText } from '../../../support/staff-text.ts';

const { tenant, dir } = loadTenant('demo');
const book = createTextsBook({ root: REPOSITORY_ROOT, tenant, mailTemplates: loadMailTemplates(dir), mailTemplatesFile: mailTemplatesFile(dir), warn: () => {} });
const spanishMessages = spanishFile<Record<string, string>>('texts-and-settings/messages.json');
const spanishPages = spanishFile<{ pages: Array<{ title: string }> }>('uischemas/pages.json').pages;
const spanishTenant = spanishFile<{ branding: { dateBanner: { text: string } } }>(`tenants/${tenant.id}/tenant.json`);
const banner = tenant.branding.dateBanner!;
const request = (path: string) => ({ path, query: '', cookieHeader: '', now: new Date(banner.start) });
/** Text as the frame writes it: the translations hold apostrophes and accents, escaped or not. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

describe('the frame painted before the JavaScript, in the language the browser asks for', () => {
  it("paints a Spanish visitor's form page in Spanish: steps, heading, welcome and the date banner", () => {
    const texts = book.textsIn('es');
    const frame = pageFrame(texts.tenant, request('/education'))!;
    const html = preJsPage(texts, frame);
    expect(html).toContain(`aria-label="${asHtml(spanishMessages.stepsLabel)}"`);
    for (const page of spanishPages) expect(html).toContain(asHtml(page.title));
    expect(html).toContain(asHtml(spanishMessages.welcomeOtherTitle));
    expect(html).toContain(asHtml(spanishTenant.branding.dateBanner.text));
    expect(html).not.toContain(staffText('texts-and-settings/messages.json', '/stepsLabel'));
    expect(frameTitle(texts, frame)).toBe(spanishPages[1].title);
  });

  it("titles an account card in the page's language, and in English for an English page", () => {
    expect(frameTitle(book.textsIn('es'), { frame: 'auth', path: '/signup' })).toBe(spanishMessages.signupTitle);
    expect(preJsPage(book.textsIn('es'), { frame: 'auth', path: '/login' })).toContain(`<h1>${asHtml(spanishMessages.loginTitle)}</h1>`);
    expect(frameTitle(book.textsIn('en'), { frame: 'auth', path: '/forgot' })).toBe(staffText('texts-and-settings/messages.json', '/forgotTitle'));
  });
});
