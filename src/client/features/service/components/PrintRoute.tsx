import { ErrorScreen } from '../../../components/ErrorScreen.tsx';
import { serviceToken } from '../../../lib/service-user.ts';
import { PrintView } from './PrintView.tsx';

/** The route of service mode: the print view of the token the app was opened with. */
export function PrintRoute() {
  return serviceToken ? <PrintView serviceToken={serviceToken} /> : <ErrorScreen />;
}
