import { createContext, useContext } from 'react';
import type { DocumentAnswer } from '../../src/shared/documents/file-rules.ts';

/**
 * What the renderers need from the page around them; the client page provides it.
 * Renderers never fetch: adding a block or switching a tab calls back into the client, which saves and updates.
 */
export interface FormContextValue {
  isLoggedIn: boolean;
  isServiceUser: boolean;
  /** The tenant's characterLimit, used by textareas with `"limit": "partner"`. */
  characterLimit?: number;
  /** Tenant values a UI schema text names as `{name}` (partnerName, satCode, actCode, fafsaCode, ...). */
  tenantTexts?: Readonly<Record<string, string>>;
  /** The tenant's option lists (tenant.json `optionLists`), for questions whose schema names one in `x-tenantOptions`. */
  tenantOptions?: Readonly<Record<string, ReadonlyArray<{ const: string; title: string }>>>;
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
  documents: {
    /** The applicant's document answers by answer key (GET /api/document-answer). */
    answers: Record<string, DocumentAnswer>;
    /**
     * The whole upload of one checked file: save answers and presign in parallel, upload with
     * progress, register the conversion, poll until it ends. Resolves when converted; on failure the client has shown
     * its toast, deleted the conversion and document answer, and rejects with the reason.
     */
    upload(answerKey: string, file: File, progress: UploadProgress): Promise<void>;
    /** Deletes the document answer and its conversion. */
    remove(answerKey: string): Promise<void>;
  };
}

export interface UploadProgress {
  /** Fraction of the bytes sent, 0 to 1. */
  sent(fraction: number): void;
  /** The file is stored; its conversion to PDF has begun. */
  converting(): void;
}

/** Refusal of a tab switch while a file of the group is uploading or converting. */
export class TabSwitchBlocked extends Error {
  override name = 'TabSwitchBlocked';
}

const visitorContext: FormContextValue = {
  isLoggedIn: false,
  isServiceUser: false,
  addAnother: { counts: {}, onAdd: () => {} },
  tabs: { chosen: {}, onSwitch: () => Promise.resolve() },
  documents: { answers: {}, upload: () => Promise.reject(new Error('not logged in')), remove: () => Promise.resolve() },
};

export const FormContext = createContext<FormContextValue>(visitorContext);

export function useFormContext(): FormContextValue {
  return useContext(FormContext);
}
