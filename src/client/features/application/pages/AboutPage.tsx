import { ApplicationPage } from '../components/ApplicationPage.tsx';

/** Form page 'about', loaded on demand. */
export function AboutPage() {
  return <ApplicationPage page="about" />;
}
