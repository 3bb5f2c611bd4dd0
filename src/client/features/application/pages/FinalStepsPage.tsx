import { PageTitle } from '../components/PageTitle.tsx';

/** Form page 'final-steps', loaded on demand. */
export function FinalStepsPage() {
  return <PageTitle pageId="final-steps" />;
}
