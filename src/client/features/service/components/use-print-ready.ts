import { useEffect } from 'react';
import { PRINT_STATE_ATTRIBUTE, type PrintState } from '../../../../shared/print-view.ts';

/**
 * Once the view has painted with its fonts and images, tells the PDF renderer it may print (or that it cannot, or,
 * on a spare page, that it stands by for its token).
 */
export function usePrintReady(state: PrintState | null): void {
  useEffect(() => {
    if (state === null) return;
    let cancelled = false;
    const images = [...document.images].map((image) => image.decode().catch(() => undefined));
    void Promise.all([document.fonts.ready, ...images]).then(() =>
      requestAnimationFrame(() => {
        if (!cancelled) document.documentElement.setAttribute(PRINT_STATE_ATTRIBUTE, state);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [state]);
}
