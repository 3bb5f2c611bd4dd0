import { pageList, type PageEntry } from '../../shared/form/page-list.ts';

export type { PageEntry };

/** The form pages in step order (the shared list from uischemas/pages.json). */
export const formPages = pageList;

/** The first page is the default route every unknown path goes to. */
export const defaultFormPage: PageEntry = formPages[0];

export function formPageByPath(pathname: string): PageEntry | undefined {
  return formPages.find((page) => page.path === pathname);
}

export function formPageByName(name: string): PageEntry {
  const page = formPages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`No form page '${name}' in uischemas/pages.json`);
  return page;
}
