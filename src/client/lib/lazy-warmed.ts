import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce, loadOnFirstInput } from '../../shared/load-once.ts';

/**
 * A component whose code stays off the first load: fetched when first rendered or at the visitor's first pointer
 * or key press, whichever comes first. So it is already at hand when a failure needs it (an error dialog after the
 * network went away), yet a visit that never interacts never downloads it. Once its code is here it renders at
 * once (React.lazy alone would suspend for a frame even then); `preload()` fetches it ahead.
 */
export function lazyWarmed<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = loadOnce(load);
  loadOnFirstInput(code);
  const Lazy = lazy(() => code().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  function Warmed(props: P) {
    // Chosen once per mount: swapping the component type later would remount it.
    const [Component] = useState<ComponentType<P>>(() => code.value ?? Lazy);
    return createElement(Component, props);
  }
  const preload = async (): Promise<void> => {
    await code();
  };
  return Object.assign(Warmed, { preload });
}
