import { useEffect, useRef, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '../../../lib/messages.ts';
import { pageList } from '../../../lib/pages.ts';
import { useLanguage } from '../../../lib/language/language-context.ts';
import { shownFormMessage } from '../../../form/form-i18n.ts';
import type { ErrorsByPage } from '../hooks/validation.ts';

interface ValidationSummaryProps {
  errorsByPage: ErrorsByPage;
  /** Changes when the summary must take focus again (a refused submit); it also takes focus when it first appears. */
  focusRequest: number;
  /** Skip taking focus on appearing (the page was opened on a question's link, which gets focus instead). */
  yieldFocus: boolean;
  /** How a link is followed (saving first when it leaves the page). */
  onFollow(to: string): void;
}

/** What is missing, as links grouped by page to `/{page}#{key}`. Shown only while validating with errors. */
export function ValidationSummary({ errorsByPage, focusRequest, yieldFocus, onFollow }: ValidationSummaryProps) {
  const region = useRef<HTMLElement>(null);
  const { language } = useLanguage();
  const yieldOnce = useRef(yieldFocus);

  useEffect(() => {
    if (yieldOnce.current) {
      yieldOnce.current = false;
      return;
    }
    region.current?.focus();
  }, [focusRequest]);

  const follow = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    onFollow(to);
  };

  return (
    <Box
      component="section"
      ref={region}
      tabIndex={-1}
      aria-labelledby="validation-summary-title"
      sx={{
        border: 2,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'error.extraLight',
        p: { xs: 2, sm: 3 },
        mb: 4,
        '&:focus': { outline: '3px solid', outlineColor: 'error.dark', outlineOffset: 2 },
      }}
    >
      <Typography id="validation-summary-title" variant="h3" component="h2" sx={{ color: 'error.dark', mb: 1 }}>
        {messages.summaryTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{messages.summaryText}</Typography>
      {pageList.map((page) => {
        const entries = Object.entries(errorsByPage[page.name] ?? {});
        if (entries.length === 0) return null;
        return (
          <Box key={page.name} sx={{ mb: 1.5 }}>
            <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
              {page.title}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {entries.map(([key, keyMessages]) => {
                const to = `${page.path}#${key}`;
                return (
                  <li key={key}>
                    <Link component={RouterLink} to={to} onClick={follow(to)} sx={{ color: 'error.dark', fontWeight: 600 }}>
                      {keyMessages.map((message) => shownFormMessage(language, key, message)).join(' ')}
                    </Link>
                  </li>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
