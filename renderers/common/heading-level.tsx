import { createContext, useContext, type ReactNode } from 'react';

/** The heading level of the next titled part of a form page: h3 under the page's h2, one deeper per titled part. */
const HeadingLevel = createContext(3);

export function useHeadingLevel(): number {
  return useContext(HeadingLevel);
}

/** The parts inside `children` take the heading level below `level`. */
export function HeadingsBelow({ level, children }: { level: number; children: ReactNode }) {
  return <HeadingLevel.Provider value={level + 1}>{children}</HeadingLevel.Provider>;
}

/** The element name of a heading at `level` (HTML has six). */
export function headingTag(level: number): 'h3' {
  return `h${Math.min(level, 6)}` as 'h3';
}
