import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * How many frames to wait at most for a question to appear: a lazy page renders a moment after the route changes,
 * and its sections after the first arrive a few questions per render.
 */
const MAX_FRAMES = 600;

/** `/{page}#{key}`: the input whose id is the key gets focus, in view (the summary links land on the question). */
export function useFocusOnHash(ready: boolean): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const tryFocus = () => {
      const target = document.getElementById(id);
      if (target) {
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: 'center' });
      } else if (frame++ < MAX_FRAMES) handle = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(handle);
  }, [hash, key, ready]);
}
