import type { Palette, Tenant, ThemeColour } from './tenant.ts';

/** The type faces of every page: system fonts, so nothing is downloaded before text shows. */
export const BODY_FONT = '"Segoe UI", "Helvetica Neue", Roboto, Arial, sans-serif';
export const HEADING_FONT = 'Georgia, "Times New Roman", serif';

/** WCAG AA for body text. */
const READABLE = 4.5;

export type ReadableColour = Palette & { contrastText: string };

/** WCAG's contrast ratio of two colours (MUI's getContrastRatio). */
export type ContrastRatio = (a: string, b: string) => number;

/**
 * A tenant colour with the text colour (white or the ink) that reads on it at WCAG AA. A mid-tone `main` that
 * neither reaches (the demo's amber secondary) gives way to its own `dark` shade, so a filled button stays readable
 * whatever colours staff choose.
 */
function withContrastText(colour: Palette, ink: string, ratio: ContrastRatio): ReadableColour {
  for (const main of [colour.main, colour.dark]) {
    const text = ['#ffffff', ink].find((candidate) => ratio(main, candidate) >= READABLE);
    if (text) return { ...colour, main, contrastText: text };
  }
  return { ...colour, contrastText: ratio(colour.main, '#ffffff') >= ratio(colour.main, ink) ? '#ffffff' : ink };
}

/**
 * The tenant's colours as the pages use them (the MUI theme and the page the server paints before the JavaScript):
 * each with its text colour, the ink being `neutral.dark`.
 */
export function readablePalette(theme: Tenant['branding']['theme'], ratio: ContrastRatio): Record<ThemeColour, ReadableColour> {
  const ink = theme.neutral.dark;
  return Object.fromEntries((Object.keys(theme) as ThemeColour[]).map((key) => [key, withContrastText(theme[key], ink, ratio)])) as Record<ThemeColour, ReadableColour>;
}
