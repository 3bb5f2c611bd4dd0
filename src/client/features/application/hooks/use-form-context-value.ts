import { useCallback, useMemo } from 'react';
import { TabSwitchBlocked, type FormContextValue } from '../../../../../renderers/index.ts';
import { tabGroup } from '../../../../shared/form/form-groups.ts';
import { tenantTextsOf } from '../../../../shared/tenant.ts';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';
import { useSaveAddAnother, type AddAnotherCounts } from '../api/add-another.ts';
import { useSaveTab, type ChosenTabs } from '../api/tabs.ts';
import { useApplicationStore, withClearedKeys } from '../store/application-store.ts';
import { useDocuments } from './use-documents.ts';

interface Options {
  isLoggedIn: boolean;
  isServiceUser: boolean;
  counts: AddAnotherCounts;
  chosenTabs: ChosenTabs;
}

/** What the renderers need from the page (renderers/README.md), kept the same object while nothing in it changes. */
export function useFormContextValue({ isLoggedIn, isServiceUser, counts, chosenTabs }: Options): FormContextValue {
  const tenant = useTenant();
  const { characterLimit, optionLists: tenantOptions } = tenant;
  const tenantTexts = useMemo(() => tenantTextsOf(tenant), [tenant]);
  const toast = useToast();
  const store = useApplicationStore();
  const { mutate: saveAddAnother } = useSaveAddAnother();
  const { mutateAsync: saveTab } = useSaveTab();
  const { documents, beforeTabSwitch, refresh: refreshDocuments } = useDocuments(isLoggedIn);

  const onAdd = useCallback(
    (buttonId: string) => saveAddAnother({ buttonId, count: (counts[buttonId] ?? 1) + 1 }, { onError: () => toast.error(`${messages.addAnotherError} ${buttonId}`) }),
    [counts, saveAddAnother, toast],
  );

  const onSwitch = useCallback(
    async (tabId: string, tab: string) => {
      try {
        // A file of the group still uploading or converting blocks the switch (the Tabs renderer says so).
        await beforeTabSwitch(tabId);
        const { cleared } = await saveTab({ tabId, tab });
        // The renderer empties these keys next; the server has already cleared them, so no save sends them back.
        store.update((state) => ({ savedAnswers: withClearedKeys(state.savedAnswers, cleared) }));
      } catch (error) {
        if (error instanceof TabSwitchBlocked) throw error;
        toast.error(`${messages.tabsError} ${tabGroup(tabId)?.defaultTab ?? tabId}`);
        await refreshDocuments();
        throw error;
      }
    },
    [beforeTabSwitch, refreshDocuments, saveTab, store, toast],
  );

  return useMemo(
    () => ({
      isLoggedIn,
      isServiceUser,
      characterLimit,
      tenantTexts,
      tenantOptions,
      addAnother: { counts, onAdd },
      tabs: { chosen: chosenTabs, onSwitch },
      documents,
    }),
    [isLoggedIn, isServiceUser, characterLimit, tenantTexts, tenantOptions, counts, onAdd, chosenTabs, onSwitch, documents],
  );
}
