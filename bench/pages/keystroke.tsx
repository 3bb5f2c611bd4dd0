/**
 * The page bench/keystroke.ts drives: the About You schema rendered either by our FormView (`?renderers=ours`) or by
 * stock JSON Forms Material renderers with a plain UI schema listing every question (`?renderers=material`, plus `&validation=none`
 * for Material without its own validation). Each time the answers change and the form has re-rendered, the time
 * since the keydown of the awaited key is recorded. It also times validateAll on a complete answer set.
 */
import { StrictMode, useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import complete from '../../tests/fixtures/about.complete.answers.json';
import tenantFile from '../../tenants/demo/tenant.json';
import { createTenantTheme } from '../../src/client/app/theme.ts';
import { createAnswerStore } from '../../src/client/form/answer-store.ts';
import { FormView } from '../../src/client/form/FormView.tsx';
import { getPageSchema, validateAll, type Answers } from '../../src/shared/form/index.ts';
import type { Tenant } from '../../src/shared/tenant.ts';

interface Awaited {
  key: string;
  value: string;
  keydownAt: number | null;
  /** Committed by the typing pause before the Tab arrived (a loaded machine): that keystroke is skipped, not timed. */
  early?: boolean;
}

interface BenchApi {
  /** Say which answer the next Tab should commit. */
  expect(key: string, value: string): void;
  samples: number[];
  /** The same keystrokes until every task they queued has run (the form's follow-up renders included). */
  settled: number[];
  /** Keystrokes whose answer was committed before their Tab. */
  skipped: number;
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
  settled: [],
  skipped: 0,
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
    if (event.key !== 'Tab' || !awaited.current) return;
    if (awaited.current.early) {
      window.bench.skipped += 1;
      awaited.current = null;
    } else awaited.current.keydownAt = performance.now();
  },
  true,
);

const { scheduler } = globalThis as unknown as { scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } };
const whenIdle = (task: () => void) => void scheduler.postTask(task, { priority: 'background' });

/** After the form re-rendered with the awaited answer: one sample, and one more once everything it queued ran. */
function useSample(answers: Answers) {
  useLayoutEffect(() => {
    const pending = awaited.current;
    if (pending && pending.keydownAt === null && answers[pending.key] === pending.value) pending.early = true;
    if (pending?.keydownAt != null && answers[pending.key] === pending.value) {
      const { keydownAt } = pending;
      window.bench.samples.push(performance.now() - keydownAt);
      awaited.current = null;
      // A background task runs once Chromium has no other task waiting: React's scheduled renders are done.
      whenIdle(() => window.bench.settled.push(performance.now() - keydownAt));
    }
  }, [answers]);
}

/** Ours: the form binding writes each commit to the answer store, which the harness reads like the client page does. */
const store = createAnswerStore();

function OursHarness() {
  useSample(useSyncExternalStore(store.subscribe, store.getAnswers));
  return <FormView page="about" store={store} />;
}

function MaterialHarness() {
  const [answers, setAnswers] = useState<Answers>({});
  const onMaterialChange = useCallback(({ data }: { data: Answers }) => setAnswers(data), []);
  useSample(answers);
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
      {renderers === 'ours' ? <OursHarness /> : <MaterialHarness />}
    </ThemeProvider>
  </StrictMode>,
);
