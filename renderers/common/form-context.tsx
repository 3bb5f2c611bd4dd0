import { createContext, useContext } from 'react';

/**
 * What the renderers need from the page around them; the client page provides it.
 * Renderers never fetch: adding a block or switching a tab calls back into the client, which saves and updates.
 */
export interface FormContextValue {
  isLoggedIn: boolean;
  isServiceUser: boolean;
  /** The tenant's characterLimit, used by textareas with `"limit": "partner"`. */
  characterLimit?: number;
  addAnother: {
    /** Stored block count per AddAnother button id (GET /api/add-another); a missing id counts 1. */
    counts: Record<string, number>;
    /** Saves count + 1 for the button (PUT /api/add-another); on failure the client shows 'Error adding another' + id. */
    onAdd(buttonId: string): void;
  };
  tabs: {
    /** Chosen tab key per Tabs id (GET /api/tabs); a missing id means its default tab. */
    chosen: Record<string, string>;
    /**
     * Saves the chosen tab (PUT /api/tabs). Resolves once saved, after which the renderer clears the answer keys
     * the other tabs list; rejects on failure (the client shows its toast).
     */
    onSwitch(tabId: string, tab: string): Promise<void>;
  };
}

const visitorContext: FormContextValue = {
  isLoggedIn: false,
  isServiceUser: false,
  addAnother: { counts: {}, onAdd: () => {} },
  tabs: { chosen: {}, onSwitch: () => Promise.resolve() },
};

export const FormContext = createContext<FormContextValue>(visitorContext);

export function useFormContext(): FormContextValue {
  return useContext(FormContext);
}
