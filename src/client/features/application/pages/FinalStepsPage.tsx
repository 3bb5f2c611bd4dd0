import { ApplicationPage } from '../components/ApplicationPage.tsx';

/** Form page 'final-steps', loaded on demand. */
export function FinalStepsPage() {
  return <ApplicationPage page="final-steps" />;
}
