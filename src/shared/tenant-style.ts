import type { Palette, Tenant, ThemeColour } from './tenant.ts';

/** The type faces of every page: system fonts, so nothing is downloaded before text shows. */
export const BODY_FONT = '"Segoe UI", "Helvetica Neue", Roboto, Arial, sans-serif';
export const HEADING_FONT = 'Georgia, "Times New Roman", serif';

/** WCAG AA for body text. */
const READABLE = 4.5;

/** Relative luminance of a `#rrggbb` colour (tenant colours are checked to be that), to 3 digits as MUI has it. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

export type ReadableColour = Palette & { contrastText: string };

/** WCAG's contrast ratio of two colours: `contrastRatio` above, or MUI's in the browser (which has it anyway). */
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
