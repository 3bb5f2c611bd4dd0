import { StepNav } from '../../features/shell/components/StepNav.tsx';
import { useApplicationFlow } from '../../features/application/hooks/use-application-flow.ts';

/** The step links go through the application's navigation (save first, then go, replacing the history entry). */
export function ApplicationStepNav() {
  const flow = useApplicationFlow();
  return <StepNav onNavigate={(to) => void flow.goTo(to, { replace: true })} />;
}
