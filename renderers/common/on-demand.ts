import { createElement, type ComponentType } from 'react';
import { loadOnce } from '../../src/shared/load-once.ts';
import { CodeUnavailable } from './CodeUnavailable.tsx';
import { useLoaded } from './use-loaded.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Forms hands every renderer the same own props; its registry types renderers as `any` too.
type Renderer = ComponentType<any>;

/**
 * Renderers whose code is a chunk of its own, kept off the pages that never show them. Each component renders at
 * once when the chunk is here and suspends for it otherwise: the pages showing them (and the print view) call
 * `preload()` before their first render, so in the app it is usually here. While it cannot be fetched (offline) a
 * plain notice stands in and the fetch is tried again (useLoaded).
 */
export function onDemandRenderers<Name extends string>(load: () => Promise<Record<Name, Renderer>>) {
  const preload = loadOnce(load);
  const component = (name: Name): Renderer => {
    function OnDemand(props: object) {
      const renderers = useLoaded(preload);
      return renderers === null ? createElement(CodeUnavailable) : createElement(renderers[name], props);
    }
    OnDemand.displayName = `OnDemand(${name})`;
    return OnDemand;
  };
  return { component, preload };
}
