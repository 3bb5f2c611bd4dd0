import { PageTitle } from '../components/PageTitle.tsx';

/** Form page 'education', loaded on demand. */
export function EducationPage() {
  return <PageTitle pageId="education" />;
}
