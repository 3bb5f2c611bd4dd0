import { PageTitle } from '../components/PageTitle.tsx';

/** Form page 'about', loaded on demand. */
export function AboutPage() {
  return <PageTitle pageId="about" />;
}
