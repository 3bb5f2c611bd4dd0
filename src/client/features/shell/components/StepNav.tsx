import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { messages } from '../../../lib/messages.ts';
import { pageList } from '../../../lib/pages.ts';

const circle = {
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  border: 2,
  borderColor: 'primary.main',
} as const;

const stepBody = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: 'center',
  gap: { xs: 0.5, sm: 1.25 },
  fontSize: { xs: '0.85rem', sm: '1rem' },
  textAlign: 'center',
} as const;

interface StepNavProps {
  /** When given, a step link calls it instead of navigating itself (a logged-in application saves first). */
  onNavigate?: (to: string) => void;
}

/** The numbered steps; the current one is marked, not linked, and links replace the history entry. */
export function StepNav({ onNavigate }: StepNavProps) {
  const { pathname } = useLocation();
  const follow = (to: string) => (event: MouseEvent) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <Box component="nav" aria-label={messages.stepsLabel} sx={{ bgcolor: 'white.main', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, mx: 'auto', maxWidth: '56rem', px: 2, py: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center' }}>
        {pageList.map((page, index) => {
          const number = index + 1;
          const current = page.path === pathname;
          return (
            <Box component="li" key={page.name} sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flex: index === 0 ? '0 1 auto' : '1 1 auto' }}>
              {index > 0 && <Box aria-hidden sx={{ flex: 1, minWidth: '1rem', height: 2, bgcolor: 'primary.light', mx: { xs: 1, sm: 2 }, mt: { xs: '1rem', sm: 0 } }} />}
              {current ? (
                <Box aria-current="step" sx={{ ...stepBody, fontWeight: 700, color: 'primary.dark' }}>
                  <Box component="span" sx={{ ...circle, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    {number}
                  </Box>
                  {page.title}
                </Box>
              ) : (
                <Link component={RouterLink} to={page.path} replace onClick={follow(page.path)} underline="hover" sx={{ ...stepBody, color: 'primary.dark' }}>
                  <Box component="span" sx={{ ...circle, bgcolor: 'white.main', color: 'primary.main' }}>
                    {number}
                  </Box>
                  {page.title}
                </Link>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
