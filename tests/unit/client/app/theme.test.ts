import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createTenantTheme } from '../../../../src/client/app/theme.ts';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import demoTenant from '../../../../tenants/demo/tenant.json';

const tenant = demoTenant as unknown as Tenant;
const COLOURS = ['primary', 'secondary', 'accent', 'neutral', 'error'] as const;

describe('the tenant theme', () => {
  it.each(COLOURS)('gives %s a text colour that reads on it at WCAG AA (4.5:1)', (colour) => {
    const { main, contrastText } = createTenantTheme(tenant).palette[colour];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it("uses a mid-tone colour's dark shade when neither white nor the ink reads on its main", () => {
    const amber = tenant.branding.theme.secondary;
    expect(getContrastRatio(amber.main, '#ffffff')).toBeLessThan(4.5);
    expect(createTenantTheme(tenant).palette.secondary.main).toBe(amber.dark);
  });

  it('keeps a main colour that already reads with white', () => {
    expect(createTenantTheme(tenant).palette.primary).toMatchObject({ main: tenant.branding.theme.primary.main, contrastText: '#ffffff' });
  });

  it('shows keyboard focus with a steady outline that stands out from the page and the card (WCAG 1.4.11, 3:1), not a ripple', () => {
    const theme = createTenantTheme(tenant);
    const buttonBase = theme.components?.MuiButtonBase;
    expect(buttonBase?.defaultProps?.disableRipple).toBe(true);
    const focus = (buttonBase?.styleOverrides?.root as Record<string, { outline: string }>)['&.Mui-focusVisible'];
    const colour = /solid (\S+)$/.exec(focus!.outline)?.[1];
    for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(getContrastRatio(colour!, background)).toBeGreaterThanOrEqual(3);
    }
  });
});
