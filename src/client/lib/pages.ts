import { bindTexts } from '../../shared/texts/bound-texts.ts';
import { pageList, type PageEntry } from '../../shared/form/page-list.ts';

export { pageList, type PageEntry };

// Step titles and heading descriptions (uischemas/pages.json `pages`, entry by entry) in the chosen language.
bindTexts('uischemas/pages.json', { pages: pageList });

/** The first page is the default route every unknown path goes to. */
export const defaultFormPage: PageEntry = pageList[0];

export function formPageByPath(pathname: string): PageEntry | undefined {
  return pageList.find((page) => page.path === pathname);
}

export function formPageByName(name: string): PageEntry {
  const page = pageList.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`No form page '${name}' in uischemas/pages.json`);
  return page;
}
