import { createElement, type ComponentType } from 'react';
import { CodeUnavailable } from '../../../renderers/common/CodeUnavailable.tsx';
import { useLoaded } from '../../../renderers/common/use-loaded.ts';
import { loadOnce, loadOnFirstInput } from '../../shared/load-once.ts';

/**
 * A component whose code stays off the first load: fetched when first rendered or at the visitor's first pointer
 * or key press, whichever comes first. So it is usually at hand when a failure needs it (an error dialog after the
 * network went away), yet a visit that never interacts never downloads it. Once its code is here it renders at
 * once (React.lazy alone would suspend for a frame even then); while it cannot be fetched, `fallback` (or a plain
 * notice) shows instead with the same props and the fetch is tried again (useLoaded). `preload()` fetches it ahead.
 */
export function lazyWarmed<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P> = CodeUnavailable) {
  const code = loadOnce(load);
  loadOnFirstInput(code);
  function Warmed(props: P) {
    const Component = useLoaded(code);
    return createElement(Component ?? fallback, props);
  }
  const preload = async (): Promise<void> => {
    await code();
  };
  return Object.assign(Warmed, { preload });
}
