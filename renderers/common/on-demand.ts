import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../../src/shared/load-once.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Forms hands every renderer the same own props; its registry types renderers as `any` too.
type Renderer = ComponentType<any>;

/**
 * Renderers whose code is a chunk of its own, kept off the pages that never show them. Each component renders at
 * once when the chunk is here and suspends for it otherwise: the pages showing them (and the print view) call
 * `preload()` before their first render, so in the app it is always here.
 */
export function onDemandRenderers<Name extends string>(load: () => Promise<Record<Name, Renderer>>) {
  const preload = loadOnce(load);
  const component = (name: Name): Renderer => {
    const Lazy = lazy(() => preload().then((renderers) => ({ default: renderers[name] })));
    function OnDemand(props: object) {
      // Chosen once per mount: swapping the component type later would remount it.
      const [Renderer] = useState<Renderer>(() => preload.value?.[name] ?? Lazy);
      return createElement(Renderer, props);
    }
    OnDemand.displayName = `OnDemand(${name})`;
    return OnDemand;
  };
  return { component, preload };
}
