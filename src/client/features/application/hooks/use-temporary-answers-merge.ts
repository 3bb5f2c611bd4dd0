import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useTemporaryAnswers } from '../api/get-temporary-answers.ts';
import type { ApplicationStore } from '../store/application-store.ts';

/** `?token=`: the temporary answer set joins the answers on screen (saved like any other answer when the student saves). */
export function useTemporaryAnswersMerge(store: ApplicationStore): void {
  const temporary = useTemporaryAnswers();
  const toast = useToast();
  const merged = useRef(false);

  useEffect(() => {
    if (merged.current) return;
    if (temporary.isSuccess) {
      merged.current = true;
      store.update((state) => ({ answers: { ...state.answers, ...temporary.data.answer } }));
    } else if (temporary.isError) {
      merged.current = true;
      toast.error(temporary.error.message);
    }
  }, [store, temporary, toast]);
}
