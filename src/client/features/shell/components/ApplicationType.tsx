import Typography from '@mui/material/Typography';
import { fillText } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';

/**
 * 'Application type: Freshman' at the top of the print view (the application PDF), from the tenant's
 * intendedStudentType: the value the server records with the application when it is created and submitted.
 */
export function ApplicationType() {
  const tenant = useTenant();
  return <Typography sx={{ fontWeight: 600, mb: 2 }}>{fillText(messages.intendedStudentType, { type: tenant.intendedStudentType })}</Typography>;
}
