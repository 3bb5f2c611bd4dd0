import { useEffect } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import type { PageEntry } from '../../../lib/pages.ts';
import { useTenant } from '../../../lib/tenant.tsx';

/** The page's h1 for screen readers (partner name, application title, page description); also the tab title. */
export function PageHeading({ page }: { page: Pick<PageEntry, 'title' | 'description'> }) {
  const tenant = useTenant();
  useEffect(() => {
    document.title = `${page.title} | ${tenant.applicationTitle} | ${tenant.partnerName}`;
  }, [page, tenant]);
  return (
    <VisuallyHidden component="h1">
      {tenant.partnerName} {tenant.applicationTitle}: {page.title}. {page.description}
    </VisuallyHidden>
  );
}
