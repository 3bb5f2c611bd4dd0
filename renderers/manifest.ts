import type { ComponentType } from 'react';
import type { RankedTester } from '@jsonforms/core';
import { AddAnotherDisplayRenderer, AddAnotherRenderer, addAnotherTester } from './add-another/index.ts';
import { AutocompleteDisplayRenderer, AutocompleteRenderer, autocompleteTester } from './autocomplete/index.ts';
import { CheckboxDisplayRenderer, CheckboxRenderer, checkboxTester } from './checkbox/index.ts';
import { GenericDisplayRenderer } from './common/GenericDisplay.tsx';
import { ConditionalRenderer, conditionalTester } from './conditional/index.ts';
import { ConfirmationTriggerDisplayRenderer, ConfirmationTriggerRenderer, confirmationTriggerTester } from './confirmation-trigger/index.ts';
import { DateDisplayRenderer, DateRenderer, dateTester } from './date/index.ts';
import { DependentSelectDisplayRenderer, DependentSelectRenderer, dependentSelectTester } from './dependent-select/index.ts';
import {
  GroupRenderer,
  groupTester,
  HorizontalLayoutRenderer,
  horizontalLayoutTester,
  LabelRenderer,
  labelTester,
  VerticalLayoutRenderer,
  verticalLayoutTester,
} from './layouts/index.ts';
import { MonthYearDisplayRenderer, MonthYearRenderer, monthYearTester } from './month-year/index.ts';
import { PhoneRenderer, phoneTester } from './phone/index.ts';
import { RadioDisplayRenderer, RadioRenderer, radioTester } from './radio/index.ts';
import { SelectDisplayRenderer, SelectRenderer, selectTester } from './select/index.ts';
import { ShowWhenRenderer, showWhenTester } from './show-when/index.ts';
import { SsnRenderer, ssnTester } from './ssn/index.ts';
import { onDemandRenderers } from './common/on-demand.ts';
import { tabsTester } from './tabs/tester.ts';
import { TextareaRenderer, textareaTester } from './textarea/index.ts';
import { TextRenderer, textTester } from './text/index.ts';
import { fileUploadTester } from './file-upload/tester.ts';

/**
 * Tabs and file uploads (MUI's Tabs, LinearProgress, their dialogs) appear on Next Steps only: their code loads with
 * that page (and the print view), not with every form page. `preloadNextStepsRenderers` fetches it.
 */
const nextSteps = onDemandRenderers(() => import('./next-steps-renderers.ts'));
export const preloadNextStepsRenderers = nextSteps.preload;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Forms hands every renderer the same own props; its registry entry types the renderer as `any` too.
type AnyRenderer = ComponentType<any>;

/** One renderer kind: its tester, the editing renderer and the read-only twin (service / print view). */
export interface RendererManifestEntry {
  name: string;
  tester: RankedTester;
  edit: AnyRenderer;
  display: AnyRenderer;
}

/** Every renderer kind, once. The edit and display registries are both built from this list. */
export const rendererManifest: RendererManifestEntry[] = [
  { name: 'showWhen', tester: showWhenTester, edit: ShowWhenRenderer, display: ShowWhenRenderer },
  { name: 'verticalLayout', tester: verticalLayoutTester, edit: VerticalLayoutRenderer, display: VerticalLayoutRenderer },
  { name: 'horizontalLayout', tester: horizontalLayoutTester, edit: HorizontalLayoutRenderer, display: HorizontalLayoutRenderer },
  { name: 'group', tester: groupTester, edit: GroupRenderer, display: GroupRenderer },
  { name: 'label', tester: labelTester, edit: LabelRenderer, display: LabelRenderer },
  { name: 'conditional', tester: conditionalTester, edit: ConditionalRenderer, display: ConditionalRenderer },
  { name: 'confirmationTrigger', tester: confirmationTriggerTester, edit: ConfirmationTriggerRenderer, display: ConfirmationTriggerDisplayRenderer },
  { name: 'addAnother', tester: addAnotherTester, edit: AddAnotherRenderer, display: AddAnotherDisplayRenderer },
  { name: 'tabs', tester: tabsTester, edit: nextSteps.component('TabsRenderer'), display: nextSteps.component('TabsDisplayRenderer') },
  { name: 'text', tester: textTester, edit: TextRenderer, display: GenericDisplayRenderer },
  { name: 'textarea', tester: textareaTester, edit: TextareaRenderer, display: GenericDisplayRenderer },
  { name: 'select', tester: selectTester, edit: SelectRenderer, display: SelectDisplayRenderer },
  { name: 'dependentSelect', tester: dependentSelectTester, edit: DependentSelectRenderer, display: DependentSelectDisplayRenderer },
  { name: 'radio', tester: radioTester, edit: RadioRenderer, display: RadioDisplayRenderer },
  { name: 'checkbox', tester: checkboxTester, edit: CheckboxRenderer, display: CheckboxDisplayRenderer },
  { name: 'date', tester: dateTester, edit: DateRenderer, display: DateDisplayRenderer },
  { name: 'monthYear', tester: monthYearTester, edit: MonthYearRenderer, display: MonthYearDisplayRenderer },
  { name: 'phone', tester: phoneTester, edit: PhoneRenderer, display: GenericDisplayRenderer },
  { name: 'ssn', tester: ssnTester, edit: SsnRenderer, display: GenericDisplayRenderer },
  { name: 'autocomplete', tester: autocompleteTester, edit: AutocompleteRenderer, display: AutocompleteDisplayRenderer },
  { name: 'fileUpload', tester: fileUploadTester, edit: nextSteps.component('FileUploadRenderer'), display: nextSteps.component('FileUploadDisplayRenderer') },
];
