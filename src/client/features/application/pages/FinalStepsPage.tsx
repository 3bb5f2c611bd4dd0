import { ApplicationPage } from '../components/ApplicationPage.tsx';

/** The page's tabs and file uploads: its route loads them before the first render (route-modules.ts). */
export { preloadNextStepsRenderers } from '../../../../../renderers/index.ts';

/** Form page 'final-steps', loaded on demand. */
export function FinalStepsPage() {
  return <ApplicationPage page="final-steps" />;
}
