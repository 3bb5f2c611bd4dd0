import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { useFormContext } from '../common/form-context.tsx';
import { tabsOf, visibleTab } from './tab-parts.ts';
import { TabPanel } from './TabPanel.tsx';

/** Read-only twin (service mode): only the content of the chosen tab, no tab list. */
export function TabsDisplay({ uischema, schema, path, enabled, renderers, cells }: AnswerLayoutProps) {
  const { tabs } = useFormContext();
  const shown = visibleTab(uischema, tabs.chosen);
  const current = tabsOf(uischema).find((part) => part.key === shown);
  if (!current) return null;
  return <TabPanel element={current.element} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}
