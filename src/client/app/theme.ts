import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { BODY_FONT, HEADING_FONT, readablePalette } from '../../shared/tenant-style.ts';
import type { Tenant } from '../../shared/tenant.ts';
import { breakpoints as uiBreakpoints } from '../../../texts-and-settings/ui.json';

declare module '@mui/material/styles' {
  interface PaletteColor {
    extraLight: string;
  }
  interface SimplePaletteColorOptions {
    extraLight?: string;
  }
  interface Palette {
    accent: PaletteColor;
    neutral: PaletteColor;
    white: PaletteColor;
    disabled: PaletteColor;
  }
  interface PaletteOptions {
    accent?: SimplePaletteColorOptions;
    neutral?: SimplePaletteColorOptions;
    white?: SimplePaletteColorOptions;
    disabled?: SimplePaletteColorOptions;
  }
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
    neutral: true;
    white: true;
  }
}

/** Layout breakpoints, tablet and mobile (texts-and-settings/ui.json). */
const breakpoints = uiBreakpoints;

/** The MUI theme built from the tenant's colours: primary … disabled, each with extraLight, light, main and dark. */
export function createTenantTheme(tenant: Tenant): Theme {
  const colours = tenant.branding.theme;
  const ink = colours.neutral.dark;
  const palette = readablePalette(colours, getContrastRatio);
  const headings = { fontFamily: HEADING_FONT, fontWeight: 700, color: colours.primary.dark };

  return createTheme({
    breakpoints: {
      values: { xs: 0, sm: breakpoints.mobile, md: breakpoints.tablet, lg: 1200, xl: 1536, ...breakpoints },
    },
    palette: {
      ...palette,
      success: palette.accent,
      info: palette.primary,
      text: { primary: ink, secondary: colours.neutral.main },
      background: { default: colours.neutral.extraLight, paper: colours.white.main },
      divider: colours.neutral.light,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: BODY_FONT,
      h1: { ...headings, fontSize: '2.25rem' },
      h2: { ...headings, fontSize: '1.75rem' },
      h3: { ...headings, fontSize: '1.35rem' },
      h4: { ...headings, fontSize: '1.15rem' },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    },
    components: {
      // No ripples: a keyboard focus on a button, radio, checkbox or tab rendered and animated a pulsing ripple
      // (React work on every Tab from a text box onto one). Keyboard focus shows a steady outline instead.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${palette.primary.dark}`, outlineOffset: 2 } } },
      },
      // Tabs sit in a scroller that clips anything outside them.
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // No autofill animations: MUI runs one on every input it mounts (and a sheet of keyframes per input) to notice
      // a browser's autofill for a floating label, and each start and end is an event through React (two per input,
      // most of a task while a page's sections arrive). Our labels sit above the inputs and every input is
      // controlled, so an autofill reaches the answers as a change event.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiLink: { defaultProps: { underline: 'always' } },
      // An applicant who asks the system for less motion gets none: MUI's fades, grows and slides (dialogs, their
      // backdrops, toasts, popovers) set their transitions inline, which a stylesheet's !important outranks, so each
      // one ends where it would have ended, at once. A media query, so turning the setting on applies without a reload.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
          },
        },
      },
    },
  });
}
