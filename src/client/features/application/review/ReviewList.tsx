import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { fillText } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import type { ReviewSection } from './review-sections.ts';
import { RETURN_TO_REVIEW } from './review-step.ts';

/** Question, answer and Change link side by side on a wide screen, one under the other on a narrow one. */
const row = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 3fr) auto' },
  columnGap: 2,
  rowGap: 0.5,
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** One section's answered questions as a summary list: each question, its answer as printed, and a Change link. */
export function ReviewList({ pagePath, section }: { pagePath: string; section: ReviewSection }) {
  return (
    <Box component="dl" sx={{ m: 0, mb: 3 }}>
      {section.rows.map(({ key, question, answer }) => (
        <Box key={key} sx={row}>
          <Typography component="dt" sx={{ fontWeight: 700, gridColumn: { xs: '1 / 2', sm: 'auto' }, overflowWrap: 'anywhere' }}>
            {question}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {answer}
          </Typography>
          <Typography component="dd" sx={{ m: 0, gridColumn: { xs: '2 / 3', sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' }, textAlign: 'right' }}>
            <Link component={RouterLink} to={{ pathname: pagePath, hash: `#${key}` }} state={RETURN_TO_REVIEW} sx={{ fontWeight: 600 }}>
              {messages.reviewChange}
              <VisuallyHidden>
                {' '}
                {section.title === null
                  ? fillText(messages.reviewChangeQuestion, { question })
                  : fillText(messages.reviewChangeQuestionInSection, { question, section: section.title })}
              </VisuallyHidden>
            </Link>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
