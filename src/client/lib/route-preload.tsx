import { createContext, useContext } from 'react';

type PreloadRoute = (path: string) => void;

/** The app provides how a route's code is fetched ahead of time; components only say which path. */
export const RoutePreloadContext = createContext<PreloadRoute>(() => {});

/** Props that start loading `path`'s page as soon as the pointer or keyboard focus reaches the control. */
export function usePreloadProps(path: string): { onMouseEnter: () => void; onFocus: () => void } {
  const preload = useContext(RoutePreloadContext);
  return { onMouseEnter: () => preload(path), onFocus: () => preload(path) };
}
