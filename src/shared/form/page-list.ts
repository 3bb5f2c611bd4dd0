import pagesFile from '../../../uischemas/pages.json' with { type: 'json' };

export type PageName = 'about' | 'education' | 'final-steps';

/** A form page's place in the steps (uischemas/pages.json): its name, route, title and heading description. */
export interface PageEntry {
  name: PageName;
  /** The route, `/${name}`. */
  path: string;
  title: string;
  description: string;
}

/**
 * The form pages in step order, read once from uischemas/pages.json. Light on purpose: the shell (step links,
 * redirects) reads it without loading the page schemas.
 */
export const pageList: readonly PageEntry[] = pagesFile.pages.map(({ id, path, title, description }) => ({
  name: id as PageName,
  path,
  title,
  description,
}));

/** The answers that make up the applicant's name, first name first (uischemas/pages.json `applicantNameKeys`). */
export const applicantNameKeys: readonly string[] = pagesFile.applicantNameKeys;
