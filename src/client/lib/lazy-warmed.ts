import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code stays off the first load: fetched when first rendered or at the visitor's first pointer
 * or key press, whichever comes first. So it is already at hand when a failure needs it (an error dialog after the
 * network went away), yet a visit that never interacts never downloads it. Once its code is here it renders at
 * once (React.lazy alone would suspend for a frame even then); `preload()` fetches it ahead.
 */
export function lazyWarmed<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  if (typeof window !== 'undefined') {
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => void preload(), { once: true, capture: true, passive: true });
  }
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Warmed(props: P) {
    // Chosen once per mount: swapping the component type later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Warmed, { preload });
}
