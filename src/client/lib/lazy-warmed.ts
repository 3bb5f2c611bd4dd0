import { lazy, type ComponentType } from 'react';

/**
 * A component whose code stays off the first load: React.lazy, fetched when first rendered or at the visitor's
 * first pointer or key press, whichever comes first. So it is already at hand when a failure needs it (an error
 * dialog after the network went away), yet a visit that never interacts never downloads it.
 */
export function lazyWarmed<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  if (typeof window !== 'undefined') {
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => void start(), { once: true, capture: true, passive: true });
  }
  return lazy(start);
}
