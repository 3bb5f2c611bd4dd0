import type { Tenant } from '../../shared/tenant.ts';
import { overlayTexts } from '../../shared/texts/overlay-texts.ts';

/**
 * The tenant in another language: only its texts are taken from the translation (names, address lines, the logo's
 * alternative text, marketing bullets, the banner's text, the privacy texts and option titles). Settings (codes,
 * limits, pages, colours, dates, addresses of sites and mail, option values, the stored student type) stay as the
 * English file has them, whatever a translation holds, so staff and stored answers read the same in every language.
 */
export function tenantIn(english: Tenant, translation: unknown): Tenant {
  if (translation === undefined) return english;
  const t = overlayTexts(english, translation);
  const { branding, privacy } = english;
  return {
    ...english,
    partnerName: t.partnerName,
    applicationTitle: t.applicationTitle,
    addressLines: t.addressLines,
    optionLists: Object.fromEntries(
      Object.entries(english.optionLists).map(([name, options]) => [name, options.map((option, index) => ({ ...option, title: t.optionLists[name][index].title }))]),
    ),
    branding: {
      ...branding,
      logoAlt: t.branding.logoAlt,
      marketingBullets: t.branding.marketingBullets,
      ...(branding.dateBanner && t.branding.dateBanner ? { dateBanner: { ...branding.dateBanner, text: t.branding.dateBanner.text } } : {}),
    },
    privacy: {
      ...privacy,
      cookieNotice: t.privacy.cookieNotice,
      copyright: t.privacy.copyright,
      browserCookieLinks: privacy.browserCookieLinks.map((link, index) => ({ ...link, label: t.privacy.browserCookieLinks[index].label })),
    },
  };
}
