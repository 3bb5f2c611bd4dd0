import { ErrorScreen } from '../../../components/ErrorScreen.tsx';
import { printStandby, serviceToken } from '../../../lib/service-user.ts';
import { PrintView } from './PrintView.tsx';
import { useHandedOverToken } from './use-handed-over-token.ts';

/** The print view shows Next Steps too: its route loads those renderers before the first render (route-modules.ts). */
export { preloadNextStepsRenderers } from '../../../../../renderers/index.ts';

/**
 * The route of service mode: the print view of the token the app was opened with, or, in the renderer's spare
 * page, of the token handed over later. The listener is in place before the view reports `standby` (that report
 * waits for fonts and a frame, after this commit's effects).
 */
export function PrintRoute() {
  const handedOver = useHandedOverToken(printStandby);
  if (printStandby) return <PrintView serviceToken={handedOver} />;
  return serviceToken ? <PrintView serviceToken={serviceToken} /> : <ErrorScreen />;
}
