import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { LookupContext } from '../../../renderers/index.ts';
import { getPageSchema, getPageUiSchema, type PageName } from '../../shared/form/pages.ts';
import type { ErrorsByKey } from '../../shared/form/types.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { useLanguage } from '../lib/language/language-context.ts';
import { formI18nFor } from './form-i18n.ts';
import { jsonFormsAjv } from './json-forms-ajv.ts';
import type { AnswerStore } from './answer-store.ts';
import { lookupClient } from './find-lookup.ts';

export interface FormViewProps {
  page: PageName;
  /** The page's answer store (the application's, in the client). */
  store: AnswerStore;
  /** The shared pipeline's normalised errors, shown under the fields (pass them only while validating). */
  errors?: ErrorsByKey;
  /** `display`: the read-only twins of the service (print) view. */
  mode?: 'edit' | 'display';
  /** False: every section in one render (the server's render of the page shell, which runs no effects). */
  inSteps?: boolean;
}

/**
 * One form page of the application through JSON Forms with our renderers. Every prop handed to <JsonForms> stays
 * the same object between renders (page schema, UI schema, renderers, AJV, errors), so a keystroke never recompiles
 * anything. The page around it (FormContext, saving, navigation, summary) belongs to the application feature.
 *
 * Messages come only from the shared pipeline (`errors` → `additionalErrors`). JSON Forms' own validation would be
 * hidden anyway (ValidateAndHide), yet compiling and running it against the option lists would cost most of a page
 * load and double the cost of each change, so it is off (`NoValidation`); `additionalErrors` show the same.
 */
export function FormView({ page, store, errors, mode = 'edit', inSteps }: FormViewProps) {
  const { language } = useLanguage();
  return (
    <LookupContext.Provider value={lookupClient}>
      <AnswerForm
        schema={getPageSchema(page) as JsonSchema}
        uischema={getPageUiSchema(page) as UISchemaElement}
        store={store}
        errors={errors}
        mode={mode}
        ajv={jsonFormsAjv}
        i18n={formI18nFor(language)}
        inSteps={inSteps}
      />
    </LookupContext.Provider>
  );
}
