/**
 * The stock side of bench/keystroke.ts: one form page (`?page=about|education|final-steps`) rendered by stock JSON
 * Forms Material renderers with a plain UI schema listing every question of the page schema (stock renderers cannot
 * read our layouts), their own validation on as they ship (`&validation=none` turns it off). The answers are those
 * the driver gives the real application (`window.benchAnswers`, set before the page loads). It also times validateAll
 * of the whole application on those answers, with the build's precompiled validators as in the client.
 */
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import tenantFile from '../../tenants/demo/tenant.json';
import { createTenantTheme } from '../../src/client/app/theme.ts';
import { getPageSchema, isPageName, toIsoDate, validateAll, type Answers } from '../../src/shared/form/index.ts';
import type { Tenant } from '../../src/shared/tenant.ts';

declare global {
  interface Window {
    benchAnswers: Answers;
    timeValidateAll(runs: number): number[];
  }
}

const params = new URLSearchParams(window.location.search);
const pageName = params.get('page') ?? 'about';
if (!isPageName(pageName)) throw new Error(`unknown page ${pageName}`);
const schema = getPageSchema(pageName) as JsonSchema;
const uischema = {
  type: 'VerticalLayout',
  elements: Object.keys(schema.properties ?? {}).map((key) => ({ type: 'Control', scope: `#/properties/${key}` })),
} as UISchemaElement;
const theme = createTenantTheme(tenantFile as unknown as Tenant);

window.timeValidateAll = (runs) => {
  const today = toIsoDate(new Date());
  return Array.from({ length: runs }, () => {
    const start = performance.now();
    validateAll(window.benchAnswers, { today, tabs: {} });
    return performance.now() - start;
  });
};

function MaterialPage() {
  const [answers, setAnswers] = useState<Answers>(window.benchAnswers);
  const onChange = useCallback(({ data }: { data: Answers }) => setAnswers(data), []);
  return (
    <JsonForms
      schema={schema}
      uischema={uischema}
      data={answers}
      renderers={materialRenderers}
      cells={materialCells}
      validationMode={params.get('validation') === 'none' ? 'NoValidation' : 'ValidateAndShow'}
      onChange={onChange}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MaterialPage />
    </ThemeProvider>
  </StrictMode>,
);
