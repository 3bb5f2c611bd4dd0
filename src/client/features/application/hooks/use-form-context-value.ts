import { useCallback, useMemo } from 'react';
import type { FormContextValue } from '../../../../../renderers/index.ts';
import { tabGroup } from '../../../../shared/form/index.ts';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';
import { useSaveAddAnother, type AddAnotherCounts } from '../api/add-another.ts';
import { useSaveTab, type ChosenTabs } from '../api/tabs.ts';

interface Options {
  isLoggedIn: boolean;
  isServiceUser: boolean;
  counts: AddAnotherCounts;
  chosenTabs: ChosenTabs;
}

/** What the renderers need from the page (renderers/README.md), kept the same object while nothing in it changes. */
export function useFormContextValue({ isLoggedIn, isServiceUser, counts, chosenTabs }: Options): FormContextValue {
  const { characterLimit } = useTenant();
  const toast = useToast();
  const { mutate: saveAddAnother } = useSaveAddAnother();
  const { mutateAsync: saveTab } = useSaveTab();

  const onAdd = useCallback(
    (buttonId: string) =>
      saveAddAnother(
        { buttonId, count: (counts[buttonId] ?? 1) + 1 },
        { onError: () => toast.error(`${messages.addAnotherError} ${buttonId}`) },
      ),
    [counts, saveAddAnother, toast],
  );

  const onSwitch = useCallback(
    async (tabId: string, tab: string) => {
      try {
        await saveTab({ tabId, tab });
      } catch (error) {
        toast.error(`${messages.tabsError} ${tabGroup(tabId)?.defaultTab ?? tabId}`);
        throw error;
      }
    },
    [saveTab, toast],
  );

  return useMemo(
    () => ({ isLoggedIn, isServiceUser, characterLimit, addAnother: { counts, onAdd }, tabs: { chosen: chosenTabs, onSwitch } }),
    [isLoggedIn, isServiceUser, characterLimit, counts, onAdd, chosenTabs, onSwitch],
  );
}
