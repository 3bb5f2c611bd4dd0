import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { printedAnswer, repeatedBlockName, shownBlockCount, withTenantValues, type DisplaySource } from '../../../../../renderers/index.ts';
import type { FormPage } from '../../../../shared/form/pages.ts';
import type { UiElement } from '../../../../shared/form/types.ts';
import { addAnotherBlocks, childrenOf, keyOfScope } from '../../../../shared/form/uischema-tree.ts';
import { isElementShown, shownBranch, shownTab } from '../../../../shared/form/visibility.ts';

/** One answered question as it will print, and where to change it. */
interface ReviewRow {
  /** The answer key: the question's input has it as its id, so `/{page}#{key}` lands on it. */
  key: string;
  question: string;
  answer: string;
}

/** The answered questions of one section of a page (a titled group, one block of an Add Another), in page order. */
export interface ReviewSection {
  /** The group's title, or the block's name ('High School 2'); null for questions outside any titled group. */
  title: string | null;
  rows: ReviewRow[];
}

/** What the review reads besides the answers: as the page shows them (tabs chosen, blocks added) and prints them. */
export interface ReviewContext extends Omit<DisplaySource, 'rootSchema'> {
  /** Chosen tab per Tabs id; a missing id means its default tab. */
  tabs: Readonly<Record<string, string>>;
  /** Blocks shown per Add Another button id; a missing id counts 1. */
  counts: Readonly<Record<string, number>>;
  /** Tenant values a UI schema text names as `{name}`. */
  tenantTexts: Readonly<Record<string, string>>;
}

interface Owner {
  title: string | null;
}

/**
 * The answered questions of a page, section by section, as the print view shows them: only what the page shows for
 * these answers (conditions, the branch of a Conditional, the chosen tab, the blocks added), each answer in its
 * read-only twin's words. Sections left without an answered question are left out.
 */
export function reviewSections(page: Pick<FormPage, 'schema' | 'uischema'>, context: ReviewContext): ReviewSection[] {
  const source: DisplaySource = { ...context, rootSchema: page.schema as JsonSchema };
  const { answers, tenantTexts } = context;
  const sections: Array<ReviewSection & { owner: Owner }> = [];

  const add = (owner: Owner, row: ReviewRow) => {
    const last = sections.at(-1);
    // Questions after a nested group go on under their own group's title again, so page order is kept.
    if (last?.owner === owner) last.rows.push(row);
    else sections.push({ owner, title: owner.title, rows: [row] });
  };

  const walk = (element: UiElement, owner: Owner): void => {
    if (!isElementShown(element, answers)) return;
    switch (element.type) {
      case 'Control': {
        const key = keyOfScope(element.scope);
        const answer = printedAnswer(element as UISchemaElement, source);
        const label = typeof element.label === 'string' ? element.label : (key ?? '');
        if (key !== null && answer !== null) add(owner, { key, question: withTenantValues(label, tenantTexts), answer });
        return;
      }
      case 'Label':
        return;
      case 'Group': {
        const inner = typeof element.label === 'string' && element.label !== '' ? { title: withTenantValues(element.label, tenantTexts) } : owner;
        for (const child of childrenOf(element)) walk(child, inner);
        return;
      }
      case 'Conditional': {
        const branch = element.elements?.[shownBranch(element, answers)];
        if (branch) walk(branch, owner);
        return;
      }
      case 'Tabs': {
        const tab = shownTab(element, { tabs: { ...context.tabs } });
        for (const inner of element.elements ?? []) if (inner.options?.tabKey === tab) walk(inner, owner);
        return;
      }
      case 'AddAnother': {
        const blocks = addAnotherBlocks(element);
        const shown = shownBlockCount(context.counts[element.options?.buttonId ?? ''], blocks.length);
        blocks.slice(0, shown).forEach((block, index) => {
          // A lone block is the section itself; several are told apart by number ('High School 2').
          const blockOwner = shown === 1 ? owner : { title: repeatedBlockName(owner.title ?? '', index + 1) };
          for (const child of block) walk(child, blockOwner);
        });
        return;
      }
      default:
        for (const child of childrenOf(element)) walk(child, owner);
    }
  };

  walk(page.uischema, { title: null });
  return sections.map(({ title, rows }) => ({ title, rows }));
}
