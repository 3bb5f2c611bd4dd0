/**
 * The page bench/keystroke.ts drives: the About You schema rendered either by our FormPage (`?renderers=ours`) or by
 * stock JSON Forms Material renderers with a plain UI schema listing every question (`?renderers=material`, plus `&validation=none`
 * for Material without its own validation). Each time the answers change and the form has re-rendered, the time
 * since the keydown of the awaited key is recorded. It also times validateAll on a complete answer set.
 */
import { StrictMode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import complete from '../../tests/fixtures/about.complete.answers.json';
import tenantFile from '../../tenants/demo/tenant.json';
import { createTenantTheme } from '../../src/client/app/theme.ts';
import { FormPage } from '../../src/client/features/form/components/FormPage.tsx';
import { getPageSchema, validateAll, type Answers } from '../../src/shared/form/index.ts';
import type { Tenant } from '../../src/shared/tenant.ts';

interface Awaited {
  key: string;
  value: string;
  keydownAt: number | null;
}

interface BenchApi {
  /** Say which answer the next Tab should commit. */
  expect(key: string, value: string): void;
  samples: number[];
  timeValidateAll(runs: number): number[];
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

const params = new URLSearchParams(window.location.search);
const renderers = params.get('renderers') === 'material' ? 'material' : 'ours';
const schema = getPageSchema('about') as JsonSchema;
/** Stock JSON Forms cannot read our layout elements: a plain vertical list of every question of the schema. */
const plainUiSchema: UISchemaElement = {
  type: 'VerticalLayout',
  elements: Object.keys(schema.properties ?? {}).map((key) => ({ type: 'Control', scope: `#/properties/${key}` }) as UISchemaElement),
} as UISchemaElement;
const theme = createTenantTheme(tenantFile as unknown as Tenant);
const awaited: { current: Awaited | null } = { current: null };

window.bench = {
  expect: (key, value) => (awaited.current = { key, value, keydownAt: null }),
  samples: [],
  timeValidateAll(runs) {
    const answers = complete as Answers;
    return Array.from({ length: runs }, () => {
      const start = performance.now();
      validateAll(answers, { today: '2026-06-01', tabs: {} });
      return performance.now() - start;
    });
  },
};

document.addEventListener(
  'keydown',
  (event) => {
    if (event.key === 'Tab' && awaited.current) awaited.current.keydownAt = performance.now();
  },
  true,
);

function Harness() {
  const [answers, setAnswers] = useState<Answers>({});
  const latest = useRef(answers);
  latest.current = answers;
  const onChange = useCallback((next: Answers) => setAnswers(next), []);
  const onMaterialChange = useCallback(({ data }: { data: Answers }) => setAnswers(data), []);

  // After the form re-rendered with the awaited answer: one sample.
  useLayoutEffect(() => {
    const pending = awaited.current;
    if (pending?.keydownAt != null && answers[pending.key] === pending.value) {
      window.bench.samples.push(performance.now() - pending.keydownAt);
      awaited.current = null;
    }
  }, [answers]);

  if (renderers === 'ours') return <FormPage page="about" answers={answers} onChange={onChange} />;
  return (
    <JsonForms
      schema={schema}
      uischema={plainUiSchema}
      data={answers}
      renderers={materialRenderers}
      cells={materialCells}
      validationMode={params.get('validation') === 'none' ? 'NoValidation' : 'ValidateAndShow'}
      onChange={onMaterialChange}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Harness />
    </ThemeProvider>
  </StrictMode>,
);
