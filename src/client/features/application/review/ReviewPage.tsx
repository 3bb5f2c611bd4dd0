import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formPages } from '../../../../shared/form/pages.ts';
import { tenantTextsOf } from '../../../../shared/tenant.ts';
import { ButtonWithLoading } from '../../../components/ButtonWithLoading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { fillText } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import { defaultFormPage } from '../../../lib/pages.ts';
import { useTenant } from '../../../lib/tenant.tsx';
import { useAddAnotherCounts } from '../api/add-another.ts';
import { useDocumentAnswers } from '../api/documents.ts';
import { useChosenTabs } from '../api/tabs.ts';
import { useApplicationFlow } from '../hooks/use-application-flow.ts';
import { useApplicationState } from '../store/application-store.ts';
import { ReviewList } from './ReviewList.tsx';
import { reviewSections } from './review-sections.ts';
import { useReviewStep } from './review-step.ts';

/**
 * The review before submitting ('check your answers'), when the tenant turns it on: every answered question, page by
 * page and section by section, as it will print, each with a Change link to `/{page}#{key}`; Submit is here.
 * Without the setting the route is an unknown path, sent to the default page.
 */
export function ReviewPage() {
  const { enabled } = useReviewStep();
  if (!enabled) return <Navigate to={defaultFormPage.path} replace />;
  return <Review />;
}

function Review() {
  const tenant = useTenant();
  const flow = useApplicationFlow();
  const answers = useApplicationState((state) => state.answers);
  const counts = useAddAnotherCounts();
  const tabs = useChosenTabs();
  const documents = useDocumentAnswers();
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = counts.isSuccess && tabs.isSuccess && documents.isSuccess;

  const pages = useMemo(() => {
    if (!ready) return [];
    const context = {
      answers,
      tabs: tabs.data,
      counts: counts.data,
      documents: documents.data,
      tenantOptions: tenant.optionLists,
      tenantTexts: tenantTextsOf(tenant),
    };
    return formPages.map((page) => ({ page, sections: reviewSections(page, context) }));
  }, [ready, answers, tabs.data, counts.data, documents.data, tenant]);

  // A new screen: keyboard and screen reader users start at its title, not on the button that led here.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  if (!ready) return <Spinner label={messages.loadingApplication} />;

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await flow.submit();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
        {messages.reviewTitle}
      </Typography>
      <Typography sx={{ mb: 4 }}>{messages.reviewIntro}</Typography>
      {pages.map(({ page, sections }) => (
        <Box component="section" key={page.name} aria-labelledby={`review-${page.name}`} sx={{ mb: 5 }}>
          <Typography id={`review-${page.name}`} variant="h3" component="h3" sx={{ mb: 2, pb: 1, borderBottom: 2, borderColor: 'primary.main' }}>
            {page.title}
          </Typography>
          {sections.length === 0 && <Typography>{messages.reviewPageEmpty}</Typography>}
          {sections.map((section, index) => (
            <Box key={index}>
              {section.title !== null && (
                <Typography variant="h4" component="h4" sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 2, mb: 1 }}>
                  {section.title}
                </Typography>
              )}
              <ReviewList pagePath={page.path} section={section} />
            </Box>
          ))}
        </Box>
      ))}
      <Box component="section" aria-labelledby="review-submit" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography id="review-submit" variant="h3" component="h3" sx={{ mb: 1 }}>
          {messages.reviewSubmitHeading}
        </Typography>
        <Typography sx={{ mb: 3 }}>{fillText(messages.reviewSubmitText, { partnerName: tenant.partnerName })}</Typography>
        <ButtonWithLoading variant="contained" color="secondary" sx={{ width: '10rem', height: '3rem' }} onClick={() => void submit()} loading={submitting}>
          {messages.submit}
        </ButtonWithLoading>
      </Box>
    </>
  );
}
