import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import MuiTabs from '@mui/material/Tabs';
import { TabSwitchBlocked, useFormContext } from '../common/form-context.tsx';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { clearingFor, tabsOf, visibleTab } from './tab-parts.ts';
import { TabPanel } from './TabPanel.tsx';
import { UploadInProgressDialog } from './UploadInProgressDialog.tsx';
import { useFormText } from '../common/form-text.tsx';

/**
 * A group where the applicant picks one alternative. Logged in: the chosen tab, and switching asks
 * the client to save the choice (PUT /api/tabs), then clears what the other tabs hold. Logged out: the default tab.
 */
export function Tabs({ uischema, commit, schema, path, enabled, renderers, cells }: AnswerLayoutProps) {
  const { isLoggedIn, tabs } = useFormContext();
  const text = useFormText();
  const [blocked, setBlocked] = useState(false);
  const tabId = String(uischema.options?.tabId ?? '');
  const parts = tabsOf(uischema);
  const shown = visibleTab(uischema, isLoggedIn ? tabs.chosen : {});
  const current = parts.find((part) => part.key === shown);
  if (!current) return null;
  const dispatchProps = { schema, path, enabled, renderers, cells };
  if (!isLoggedIn) return <TabPanel element={current.element} {...dispatchProps} />;

  const choose = (tab: string) => {
    if (tab === shown) return;
    tabs
      .onSwitch(tabId, tab)
      .then(() => commit((answers) => clearingFor(uischema, tab, answers)))
      // A failed save leaves everything as it was; the client has already shown its toast. A file still on its
      // way blocks the switch.
      .catch((error: unknown) => setBlocked(error instanceof TabSwitchBlocked));
  };
  const tabDomId = (key: string) => `${tabId}-tab-${key}`;
  return (
    <Box sx={{ my: 2 }}>
      {/* Tabs may shrink, so on a phone their labels wrap instead of hiding behind scroll arrows. */}
      <MuiTabs value={shown} onChange={(_event, tab: string) => choose(tab)}>
        {parts.map((part) => (
          <Tab key={part.key} value={part.key} label={text(part.label, part.label)} id={tabDomId(part.key)} aria-controls={`${tabId}-panel`} sx={{ flexShrink: 1 }} />
        ))}
      </MuiTabs>
      <TabPanel element={current.element} {...dispatchProps} id={`${tabId}-panel`} aria-labelledby={tabDomId(current.key)} />
      <UploadInProgressDialog open={blocked} onClose={() => setBlocked(false)} />
    </Box>
  );
}
