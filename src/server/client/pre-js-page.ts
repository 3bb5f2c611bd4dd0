import type { PageEntry } from '../../shared/form/page-list.ts';
import type { Tenant } from '../../shared/tenant.ts';
import type { ServerTexts } from '../texts/server-texts.ts';
import { escapeHtml as e } from './tenant-page.ts';

/**
 * What the server paints before the JavaScript: a form page's frame (its page as uischemas/pages.json has it, its
 * date banner's text in the page's language) or an account card's (by its route).
 */
export type PreJsFrame = { frame: 'form'; page: PageEntry; visitor: boolean; dateBanner: string | null } | { frame: 'auth'; path: string };

/** The texts the frame is painted with, in the page's language. */
export type PreJsTexts = Pick<ServerTexts, 'messages' | 'pages' | 'tenant'>;
type Messages = PreJsTexts['messages'];

/** Each account card's title by its route (the card, src/client/features/auth/components, shows the same). */
const authCardTitle = (messages: Messages, path: string): string =>
  ({
    '/signup': messages.signupTitle,
    '/confirm': messages.confirmTitle,
    '/forgot': messages.forgotTitle,
    '/reset': messages.resetTitle,
  })[path] ?? messages.loginTitle;

/** A form page as the page's language shows it. */
const pageIn = (texts: PreJsTexts, page: PageEntry): PageEntry => texts.pages.find((shown) => shown.path === page.path) ?? page;

/** The page's own title, before the tenant's: the form page's, or the account card's. */
export function frameTitle(texts: PreJsTexts, frame: PreJsFrame): string {
  return frame.frame === 'form' ? pageIn(texts, frame.page).title : authCardTitle(texts.messages, frame.path);
}

const CHECK_CIRCLE = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const EVENT = 'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z';

const icon = (path: string) => `<svg class="pj-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

function brandBar(tenant: Tenant, messages: Messages): string {
  const { branding } = tenant;
  return (
    `<div class="pj-bar"><div class="pj-bar-in">` +
    `<a class="pj-logo-link" href="${e(tenant.siteUrl)}" target="_blank" rel="noopener noreferrer">` +
    `<img class="pj-logo" src="${e(branding.logoUrl)}" alt="${e(branding.logoAlt)}"><span class="pj-hidden"> ${e(messages.opensInNewTab)}</span></a>` +
    `<div class="pj-divider"></div><p class="pj-bar-title">${e(tenant.applicationTitle)}</p></div></div>`
  );
}

const bullets = (tenant: Tenant) =>
  `<ul class="pj-bullets">${tenant.branding.marketingBullets.map((bullet) => `<li>${icon(CHECK_CIRCLE)}${e(bullet)}</li>`).join('')}</ul>`;

function stepNav(pages: readonly PageEntry[], current: PageEntry, messages: Messages): string {
  const steps = pages.map((page, index) => {
    const line = index > 0 ? '<div class="pj-line" aria-hidden="true"></div>' : '';
    const body = `<span class="pj-circle">${index + 1}</span>${e(page.title)}`;
    const step = page.path === current.path ? `<div class="pj-step" aria-current="step">${body}</div>` : `<a class="pj-step" href="${e(page.path)}">${body}</a>`;
    return `<li>${line}${step}</li>`;
  });
  return `<nav class="pj-steps" aria-label="${e(messages.stepsLabel)}"><ol>${steps.join('')}</ol></nav>`;
}

const visitorWelcome = (messages: Messages) =>
  `<section class="pj-welcome" aria-label="${e(messages.welcomeOtherTitle)}"><h2>${e(messages.welcomeOtherTitle)}</h2>` +
  `<p>${e(messages.welcomeOtherText)}</p><p>${e(messages.alreadyStarted)} <a href="/login">${e(messages.logInLink)}</a></p></section>`;

function formFrame({ tenant, messages, pages }: PreJsTexts, frame: Extract<PreJsFrame, { frame: 'form' }>): string {
  const { visitor, dateBanner } = frame;
  const page = pageIn({ tenant, messages, pages }, frame.page);
  const date = dateBanner === null ? '' : `<div class="pj-date" role="note">${icon(EVENT)}${e(dateBanner)}</div>`;
  const heading = `${tenant.partnerName} ${tenant.applicationTitle}: ${page.title}. ${page.description}`;
  return (
    `<header>${brandBar(tenant, messages)}<div class="pj-band">${bullets(tenant)}</div>${stepNav(pages, page, messages)}</header>${date}` +
    `<main class="pj-main" aria-busy="true"><h1 class="pj-hidden">${e(heading)}</h1>${visitor ? visitorWelcome(messages) : ''}` +
    `<div class="pj-form"></div></main>`
  );
}

function authFrame({ tenant, messages }: PreJsTexts, path: string): string {
  const title = authCardTitle(messages, path);
  return (
    `<header>${brandBar(tenant, messages)}<div class="pj-hero"><p class="pj-partner">${e(tenant.partnerName)}</p>` +
    `<p class="pj-title">${e(tenant.applicationTitle)}</p>${bullets(tenant)}</div></header>` +
    `<main class="pj-card-main" aria-busy="true"><div class="pj-card"><h1>${e(title)}</h1></div></main>`
  );
}

/**
 * The frame of the page as React will draw it (header, steps, banner, the page's heading and a box of the form's
 * height), painted from the HTML alone. It sits inside `#root`, so React's first render replaces it whole: no
 * landmark is ever there twice. Mirrors the markup of BrandBar, MarketingBullets, StepNav, DateBanner,
 * WelcomeMessage (a visitor's), FormLayout, AuthLayout and AuthCard; pre-js-style.ts holds their styles. Its words
 * are the page's language's, from the same files as the app's.
 */
export function preJsPage(texts: PreJsTexts, frame: PreJsFrame): string {
  return `<div class="pj">${frame.frame === 'form' ? formFrame(texts, frame) : authFrame(texts, frame.path)}</div>`;
}
