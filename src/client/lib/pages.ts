import pageFile from '../../../uischemas/pages.json';

export interface FormPage {
  id: string;
  path: string;
  title: string;
  description: string;
}

/** The form pages in step order (uischemas/pages.json). */
export const formPages: FormPage[] = pageFile.pages;

/** The first page is the default route every unknown path goes to. */
export const defaultFormPage: FormPage = formPages[0];

export function formPageByPath(pathname: string): FormPage | undefined {
  return formPages.find((page) => page.path === pathname);
}

export function formPageById(id: string): FormPage {
  const page = formPages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No form page '${id}' in uischemas/pages.json`);
  return page;
}
