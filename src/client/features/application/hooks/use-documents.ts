import { useCallback, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormContextValue, UploadProgress } from '../../../../../renderers/index.ts';
import { TabSwitchBlocked } from '../../../../../renderers/index.ts';
import { CONVERSION_BUSY, fileUpload } from '../../../../shared/documents/file-rules.ts';
import { uploadQuestionKeys } from '../../../../shared/documents/upload-questions.ts';
import { tabGroup } from '../../../../shared/form/form-groups.ts';
import { useToast } from '../../../components/toast/toast-context.ts';
import {
  conversionQueryOptions,
  deleteConversion,
  deleteDocumentAnswer,
  documentAnswersQueryOptions,
  presignUpload,
  registerConversion,
  useDocumentAnswers,
  type DocumentAnswers,
} from '../api/documents.ts';
import { uploadToStorage } from '../api/upload-to-storage.ts';
import { useApplicationFlow } from './use-application-flow.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const NONE: DocumentAnswers = {};

/** The upload questions a Tabs group holds (their keys are among the keys its tabs clear). */
function uploadKeysOfGroup(tabId: string): string[] {
  const group = tabGroup(tabId);
  return group
    ? Object.values(group.clearKeysByTab)
        .flat()
        .filter((key) => uploadQuestionKeys.has(key))
    : [];
}

/**
 * Uploads for the renderers: the upload flow, deletion, and the guard a tab switch passes first.
 * Renderers never fetch; they call these.
 */
export function useDocuments(isLoggedIn: boolean) {
  const queryClient = useQueryClient();
  const { saveChangedAnswers } = useApplicationFlow();
  const toast = useToast();
  const { data: answers = NONE } = useDocumentAnswers();
  // Uploads under way in this page, from choosing the file to the end of its conversion.
  const inFlight = useRef(new Set<string>());

  const refresh = useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: documentAnswersQueryOptions.queryKey }), queryClient.invalidateQueries({ queryKey: ['conversion'] })]),
    [queryClient],
  );

  const removeQuietly = useCallback(async (answerKey: string) => {
    await Promise.allSettled([deleteConversion(answerKey)]);
    await Promise.allSettled([deleteDocumentAnswer(answerKey)]);
  }, []);

  const upload = useCallback(
    async (answerKey: string, file: File, progress: UploadProgress) => {
      inFlight.current.add(answerKey);
      try {
        const [, post] = await Promise.all([saveChangedAnswers(), presignUpload(answerKey)]);
        await uploadToStorage(post, file, progress.sent);
        await registerConversion(answerKey, post.fields.key!, file.name);
        progress.converting();
        for (;;) {
          const { status, message } = await queryClient.fetchQuery(conversionQueryOptions(answerKey));
          if (status === 'COMPLETED') break;
          if (!CONVERSION_BUSY.includes(status)) throw new Error(message ?? fileUpload.conversionMessages.failed);
          await sleep(fileUpload.pollMs);
        }
        await refresh();
      } catch (error) {
        toast.error(`${fileUpload.texts.uploadError} ${answerKey}`);
        await removeQuietly(answerKey);
        await refresh();
        throw error;
      } finally {
        inFlight.current.delete(answerKey);
      }
    },
    [queryClient, refresh, removeQuietly, saveChangedAnswers, toast],
  );

  const remove = useCallback(
    async (answerKey: string) => {
      try {
        await deleteConversion(answerKey);
        await deleteDocumentAnswer(answerKey);
      } finally {
        await refresh();
      }
    },
    [refresh],
  );

  /** Before a tab switch: refuses while a file of the group is on its way; otherwise deletes the group's documents. */
  const beforeTabSwitch = useCallback(
    async (tabId: string) => {
      const keys = uploadKeysOfGroup(tabId);
      const current = queryClient.getQueryData(documentAnswersQueryOptions.queryKey) ?? NONE;
      const busy = keys.some(
        (key) =>
          inFlight.current.has(key) ||
          CONVERSION_BUSY.includes(current[key]?.conversion_status ?? 'NOT_ANSWERED') ||
          queryClient.isFetching({ queryKey: ['conversion', key] }) > 0,
      );
      if (busy) throw new TabSwitchBlocked(fileUpload.texts.tabBlockedText);
      for (const key of keys.filter((k) => current[k])) {
        await deleteConversion(key);
        await deleteDocumentAnswer(key);
      }
    },
    [queryClient],
  );

  const documents = useMemo<FormContextValue['documents']>(() => ({ answers: isLoggedIn ? answers : NONE, upload, remove }), [answers, isLoggedIn, remove, upload]);
  return { documents, beforeTabSwitch, refresh };
}
