import { createContext, useContext, type FormEvent, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const InsideSectionForm = createContext(false);

/** Lays nothing out: the section's children stay its own flex items. */
const Form = styled('form')({ display: 'contents' });

/** Answers are saved as they are committed, never submitted: Enter in a lone text field sends nothing. */
const submitNothing = (event: FormEvent) => event.preventDefault();

/**
 * The fields of a page's outermost section in a form of their own (sections inside it share it). On every change
 * of a text field, Chromium's autofill reads each field of the field's form, or of the whole page where no form holds
 * them: with every field of About You formless, that was about 225 forced style updates and most of the browser's
 * own work per keystroke; a section holds a dozen or so. It also keeps autofill's suggestions to one section at a time
 * (a parent's address apart from the applicant's).
 * A named form is a landmark: it takes its name from the section's heading (`labelledBy`, the heading's id), so a
 * page's forms are told apart in a screen reader's list of landmarks ("Permanent Address form") rather than
 * announced as several forms of the same empty name.
 */
export function SectionForm({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  if (useContext(InsideSectionForm)) return children;
  return (
    <InsideSectionForm.Provider value={true}>
      <Form noValidate onSubmit={submitNothing} aria-labelledby={labelledBy}>
        {children}
      </Form>
    </InsideSectionForm.Provider>
  );
}
