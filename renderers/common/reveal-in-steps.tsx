import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { styled } from '@mui/material/styles';

/**
 * Whether the next layout down shows its children a section at a time: true around an editable page, so its top
 * layout takes it and the layouts inside it show theirs at once.
 */
export const RevealInStepsContext = createContext(false);

/** Sections the first render shows: the first fills a phone's screen. */
const FIRST_STEP = 1;

/**
 * How many of a layout's `total` children to show, and whether this layout is the one showing them in steps. On an
 * editable page the top layout starts with the first section and adds one per render, each a transition of its own
 * after the last one is on screen: the browser paints and answers input between sections instead of building,
 * styling and laying out the whole page in a few long tasks (a phone spends seconds there). Under React's `act` (tests) the steps all run before `render` returns.
 */
export function useRevealedCount(total: number): { count: number; stepping: boolean } {
  const inSteps = useContext(RevealInStepsContext);
  const [count, setCount] = useState(() => (inSteps ? Math.min(FIRST_STEP, total) : total));
  const shown = inSteps ? count : total;
  useEffect(() => {
    if (shown < total) startTransition(() => setCount((current) => current + 1));
  }, [shown, total]);
  return { count: shown, stepping: inSteps };
}

const ScreenTall = styled('div')({ minHeight: '100vh' });

/**
 * Stands in below the sections still to come, a screen tall, so what follows the form (its buttons, the footer)
 * starts below the screen and nothing on screen moves as sections arrive.
 */
export function SectionsToCome() {
  return <ScreenTall aria-hidden data-sections-to-come="" />;
}
