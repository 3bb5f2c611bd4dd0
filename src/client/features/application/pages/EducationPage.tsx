import { ApplicationPage } from '../components/ApplicationPage.tsx';

/** Form page 'education', loaded on demand. */
export function EducationPage() {
  return <ApplicationPage page="education" />;
}
