import { useState } from 'react';
import Box from '@mui/material/Box';
import { ButtonWithLoading } from '../../../components/ButtonWithLoading.tsx';
import { messages } from '../../../lib/messages.ts';
import { pageList } from '../../../lib/pages.ts';
import type { ApplicationFlow } from '../hooks/use-application-flow.ts';
import { REVIEW_PATH, useReviewStep } from '../review/review-step.ts';

type Action = 'previous' | 'save' | 'continue' | 'submit';

/**
 * Previous, Save, and Save and Continue, or Submit on the last page; one action at a time. With the review step on,
 * the last page's Submit leads to the review, and a page opened from the review's Change link saves and goes back.
 */
export function FormActions({ pageId, flow }: { pageId: string; flow: ApplicationFlow }) {
  const [running, setRunning] = useState<Action | null>(null);
  const review = useReviewStep();
  const index = pageList.findIndex((page) => page.name === pageId);
  const previous = pageList[index - 1];
  const next = pageList[index + 1];
  const backToReview = () => flow.goTo(REVIEW_PATH);

  const run = (action: Action, work: () => Promise<void>) => async () => {
    if (running) return;
    setRunning(action);
    try {
      await work();
    } finally {
      setRunning(null);
    }
  };
  const busy = (action: Action) => ({ loading: running === action, disabled: running !== null && running !== action });

  return (
    <Box
      role="group"
      aria-label={messages.formActionsLabel}
      sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {previous && (
        <ButtonWithLoading variant="text" size="large" onClick={run('previous', () => flow.goTo(previous.path))} {...busy('previous')}>
          {messages.previous}
        </ButtonWithLoading>
      )}
      <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end' }}>
        <ButtonWithLoading variant="outlined" size="large" sx={{ height: '3rem' }} onClick={run('save', review.returning ? backToReview : flow.save)} {...busy('save')}>
          {messages.save}
        </ButtonWithLoading>
        {next || review.returning ? (
          <ButtonWithLoading
            variant="contained"
            sx={{ width: '15rem', maxWidth: '100%', height: '3rem' }}
            onClick={run('continue', review.returning || !next ? backToReview : () => flow.goTo(next.path))}
            {...busy('continue')}
          >
            {messages.saveAndContinue}
          </ButtonWithLoading>
        ) : (
          <ButtonWithLoading
            variant="contained"
            color="secondary"
            sx={{ width: '10rem', height: '3rem' }}
            onClick={run('submit', review.enabled ? backToReview : flow.submit)}
            {...busy('submit')}
          >
            {messages.submit}
          </ButtonWithLoading>
        )}
      </Box>
    </Box>
  );
}
