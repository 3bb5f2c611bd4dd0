import { useLocation } from 'react-router';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';

/** The review's route, named nowhere else: the form pages' Change links come back to it. */
export const REVIEW_PATH = '/review';

/** The review's title and description, in the page's heading and the tab's title as a form page's are. */
export const REVIEW_HEADING = { title: messages.reviewTitle, description: messages.reviewDescription };

/** Navigation state a Change link carries to the page it opens: saving there comes back to the review. */
export const RETURN_TO_REVIEW = { returnToReview: true } as const;

export interface ReviewStep {
  /** The tenant turned the review on (tenant.json `reviewBeforeSubmit`). */
  enabled: boolean;
  /** This page was opened from the review's Change link: Save and Save and Continue go back to it. */
  returning: boolean;
}

/** Whether the review step is on, and whether the page was opened from it. */
export function useReviewStep(): ReviewStep {
  const enabled = useTenant().reviewBeforeSubmit === true;
  const state = useLocation().state as { returnToReview?: unknown } | null;
  return { enabled, returning: enabled && state?.returnToReview === true };
}
