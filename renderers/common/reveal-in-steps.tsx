import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/**
 * Whether the next layout down shows its children in steps: true around an editable page, so its top layout takes it
 * and shows a section at a time, each a few of its children at a time (`useRevealedChildren`).
 */
export const RevealInStepsContext = createContext(false);

/**
 * The section being added, for the first layout inside it to take: it shows that layout's children a few per render,
 * then `shown` lets the page add the next section. `claim` tells the section a layout took it.
 */
interface SectionReveal {
  claim(): void;
  shown(): void;
}

const SectionRevealContext = createContext<SectionReveal | null>(null);

/**
 * Children of a section added per render: a whole section in one commit (Parent/Guardian 1 has 18 questions) was
 * one long task on a phone, its DOM, styles and layout at once.
 */
const SECTION_STEP = 2;

/**
 * How many of a layout's `total` children to show, and whether this layout is the page's top one, showing sections
 * in steps. On an editable page the top layout starts with none, then the first section, and adds the next once the
 * last is all on screen; the section being added shows its children SECTION_STEP per render. Each step is a transition
 * of its own after the last is on screen, so the browser paints and answers input between them instead of building,
 * styling and laying out the whole page in a few long tasks. Under React's `act` (tests) the steps all run before
 * `render` returns.
 */
export function useRevealedChildren(total: number): {
  count: number;
  pageTop: boolean;
  /** The top layout: the index of the section being added (-1 before the first), null once all are shown. */
  adding: number | null;
  advance: () => void;
} {
  const pageTop = useContext(RevealInStepsContext);
  const section = useContext(SectionRevealContext);
  // The top layout: sections started (the last one still being added while it is at most `total`). None at first:
  // the page's first commit replaces the server's paint with the frame alone, and the first section is the next step.
  const [sections, setSections] = useState(pageTop ? 0 : 1);
  // A section being added: its children shown so far.
  const [children, setChildren] = useState(SECTION_STEP);
  const advance = useCallback(() => startTransition(() => setSections((current) => current + 1)), []);

  useEffect(() => {
    if (pageTop && sections === 0) advance();
  }, [pageTop, sections, advance]);
  useEffect(() => {
    section?.claim();
  }, [section]);
  useEffect(() => {
    if (!section) return;
    if (children < total) startTransition(() => setChildren((current) => current + SECTION_STEP));
    else section.shown();
  }, [section, children, total]);

  if (pageTop) {
    return { count: Math.min(sections, total), pageTop, adding: sections <= total ? sections - 1 : null, advance };
  }
  return { count: section ? Math.min(children, total) : total, pageTop, adding: null, advance };
}

/**
 * Around each section of the page's top layout: the one being added (`onShown` given) offers itself to the first
 * layout inside it; a section with none (a single question, or hidden by its condition) counts as shown at once.
 */
export function RevealingSection({ onShown, children }: { onShown: (() => void) | null; children: ReactNode }) {
  const claimed = useRef(false);
  const reported = useRef(false);
  const reveal = useMemo<SectionReveal | null>(() => {
    if (!onShown) return null;
    const shown = () => {
      if (reported.current) return;
      reported.current = true;
      onShown();
    };
    return { claim: () => void (claimed.current = true), shown };
  }, [onShown]);
  // Runs after the effects of the layouts inside, which claim it first.
  useEffect(() => {
    if (reveal && !claimed.current) reveal.shown();
  }, [reveal]);
  return <SectionRevealContext.Provider value={reveal}>{children}</SectionRevealContext.Provider>;
}

/** Below the section being added, nothing is revealed in steps. */
export function RevealAll({ children }: { children: ReactNode }) {
  return <SectionRevealContext.Provider value={null}>{children}</SectionRevealContext.Provider>;
}

const ScreenTall = styled('div')({ minHeight: '100vh' });

/**
 * Stands in below the sections still to come, a screen tall, so what follows the form (its buttons, the footer)
 * starts below the screen and nothing on screen moves as sections arrive.
 */
export function SectionsToCome() {
  return <ScreenTall aria-hidden data-sections-to-come="" />;
}
