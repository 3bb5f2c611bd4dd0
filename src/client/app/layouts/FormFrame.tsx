import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BrandBar } from '../../components/BrandBar.tsx';
import { MarketingBullets } from '../../components/MarketingBullets.tsx';
import { DateBanner } from '../../features/shell/components/DateBanner.tsx';
import { PageHeading } from '../../features/shell/components/PageHeading.tsx';
import type { PageEntry } from '../../lib/pages.ts';
import { usePageShellMark } from '../../lib/page-shell-context.ts';

interface FormFrameProps {
  page: Pick<PageEntry, 'title' | 'description'>;
  /** Beside the brand (the account menu). */
  actions?: ReactNode;
  /** Under the selling points (the step links). */
  steps?: ReactNode;
  /** Between the page's heading and its form (welcome, draft notice, PDF link). */
  notices?: ReactNode;
  /** After the main landmark (the footer, the idle warning). */
  footer?: ReactNode;
  /** True while the form is still to come: the main landmark says so. */
  busy?: boolean;
  /** The page's form. */
  children?: ReactNode;
}

/**
 * The frame of a form page: brand bar, selling points, steps, date banner, the page's heading and the box its form
 * sits in. The browser's FormLayout fills it; the server renders it empty as the page's first paint.
 */
export function FormFrame({ page, actions, steps, notices, footer, busy, children }: FormFrameProps) {
  const shellMark = usePageShellMark();
  return (
    <Box {...shellMark} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header">
        <BrandBar actions={actions} />
        <Box sx={{ bgcolor: 'primary.dark', px: 2, py: 1.25 }}>
          <MarketingBullets />
        </Box>
        {steps}
      </Box>
      <DateBanner />
      <Box component="main" aria-busy={busy || undefined} sx={{ flex: 1, width: '100%', maxWidth: '56rem', mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
        <PageHeading page={page} />
        {notices}
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 2 }}>
          {children}
        </Paper>
      </Box>
      {footer}
    </Box>
  );
}
