import { createContext, useContext, type ReactNode } from 'react';

/** The element naming the section a question sits in: its id (for aria-labelledby) and its text. */
export interface SectionName {
  id: string;
  text: string;
}

const SectionNameContext = createContext<SectionName | null>(null);

/**
 * Names everything below it after a section (a Group's heading, one block of an AddAnother), so a question that
 * repeats ("Does this parent/guardian live at your permanent address?" under Parent/Guardian 1 and 2) is read
 * with whose it is. The innermost section wins.
 */
export function SectionNameProvider({ name, children }: { name: SectionName; children: ReactNode }) {
  return <SectionNameContext.Provider value={name}>{children}</SectionNameContext.Provider>;
}

export function useSectionName(): SectionName | null {
  return useContext(SectionNameContext);
}

/** `aria-labelledby` for a group of inputs: the section's name first, then the question's own label. */
export function useLabelledBySection(ownLabelId: string): string {
  const section = useSectionName();
  return section ? `${section.id} ${ownLabelId}` : ownLabelId;
}
