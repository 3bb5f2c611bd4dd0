import { useMemo } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { FormContext, type FormContextValue } from '../../../../../renderers/index.ts';
import type { DocumentAnswer } from '../../../../shared/documents/file-rules.ts';
import { BrandBar } from '../../../components/BrandBar.tsx';
import { ErrorScreen } from '../../../components/ErrorScreen.tsx';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner.tsx';
import { createAnswerStore, type AnswerStore } from '../../../form/answer-store.ts';
import { FormView } from '../../../form/FormView.tsx';
import { messages } from '../../../lib/messages.ts';
import { formPageByName } from '../../../lib/pages.ts';
import { useTenant } from '../../../lib/tenant.tsx';
import { ApplicationType } from '../../shell/components/ApplicationType.tsx';
import { usePrintPayload } from '../api/get-print-payload.ts';
import { usePrintReady } from './use-print-ready.ts';
import { tenantTextsOf } from '../../../../shared/tenant.ts';

const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'letter' },
      '@media print': {
        body: { background: '#fff' },
        // A question never splits across two pages; a page title stays with what follows it.
        '[data-print-page] [id]': { breakInside: 'avoid' },
        '[data-print-page] h2, [data-print-page] h3': { breakAfter: 'avoid' },
      },
    }}
  />
);

const ignoreChanges = () => undefined;

/**
 * The service (print) view: every page the tenant prints (`pdfPages`), one after another
 * with its title, through the renderers' read-only twins, from the token's payload. No navigation, account menu,
 * buttons, modals or toasts. Sets the readiness signal the PDF renderer waits for. Without a token yet (the
 * renderer's spare page) it stands by with its frame, logo included, already drawn.
 */
export function PrintView({ serviceToken }: { serviceToken: string | null }) {
  const tenant = useTenant();
  const payload = usePrintPayload(serviceToken);
  // Read-only: the store only hands the payload's answers to every page.
  const store = useMemo(() => (payload.data ? createAnswerStore(payload.data.answer) : null), [payload.data]);
  const context = useMemo<FormContextValue | null>(
    () =>
      payload.data
        ? {
            isLoggedIn: false,
            isServiceUser: true,
            characterLimit: tenant.characterLimit,
            tenantTexts: tenantTextsOf(tenant),
            tenantOptions: tenant.optionLists,
            addAnother: { counts: payload.data.add_another, onAdd: ignoreChanges },
            tabs: { chosen: payload.data.tabs, onSwitch: () => Promise.resolve() },
            // The display twin shows each uploaded file's name and size; nothing is uploaded here.
            documents: {
              answers: payload.data.document_answer as Record<string, DocumentAnswer>,
              upload: () => Promise.reject(new Error('read-only')),
              remove: () => Promise.resolve(),
            },
          }
        : null,
    [payload.data, tenant],
  );
  usePrintReady(payload.isError ? 'error' : store ? 'ready' : serviceToken === null ? 'standby' : null);

  if (payload.isError) return <ErrorScreen />;
  return (
    <Box sx={{ bgcolor: '#fff' }}>
      {printStyles}
      {/* The banner landmark: the brand bar's title is read as the page's header, not as loose text. */}
      <Box component="header">
        <BrandBar />
      </Box>
      {store && context ? (
        <PrintedPages store={store} context={context} />
      ) : (
        // No spinner on standby: its animation would keep an idle spare page drawing frames.
        serviceToken !== null && <FullScreenSpinner label={messages.loadingPrintView} />
      )}
    </Box>
  );
}

function PrintedPages({ store, context }: { store: AnswerStore; context: FormContextValue }) {
  const tenant = useTenant();
  return (
    <Box component="main" sx={{ maxWidth: '56rem', mx: 'auto', px: 3, py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 3 }}>
        {tenant.partnerName} {tenant.applicationTitle}
      </Typography>
      <ApplicationType />
      <FormContext.Provider value={context}>
        {tenant.pdfPages.map((page) => (
          <Box component="section" key={page} data-print-page={page} aria-labelledby={`print-${page}`} sx={{ mb: 4 }}>
            <Typography id={`print-${page}`} variant="h2" component="h2" sx={{ mb: 2, pb: 1, borderBottom: 2, borderColor: 'primary.main' }}>
              {formPageByName(page).title}
            </Typography>
            <FormView page={page} store={store} mode="display" />
          </Box>
        ))}
      </FormContext.Provider>
    </Box>
  );
}
