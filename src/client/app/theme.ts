import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { BODY_FONT, HEADING_FONT, readablePalette } from '../../shared/tenant-style.ts';
import type { Tenant } from '../../shared/tenant.ts';
import ui from '../../../texts-and-settings/ui.json';

/** The animation names MUI's inputs listen for to notice the browser's autofill. */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

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

/** Layout breakpoints of spec point 2 (texts-and-settings/ui.json). */
export const breakpoints = ui.breakpoints;

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
      // Each input would otherwise mount its own global style sheet for the two autofill keyframes (37 sheets on
      // About You, each a document query and a style element in the first commit). They are declared once below
      // and the input's animations (how MUI notices the browser's autofill) are kept as MUI sets them.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTOFILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
          },
        },
      },
      MuiCssBaseline: {
        styleOverrides: {
          [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
          [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
        },
      },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
