import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext } from './form-context.tsx';
import { withTenantValues } from './texts.ts';

/**
 * A read-only answer for the service (print) view: the question and its value as plain text, each a paragraph of
 * its own, the question first, so the tagged PDF printed from the view reads each question before its answer.
 */
export function DisplayField({ id, label, value }: { id: string; label: string; value: string }) {
  const { tenantTexts } = useFormContext();
  return (
    <Box id={id} sx={{ my: 1 }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {withTenantValues(label, tenantTexts)}
      </Typography>
      <Typography component="p" variant="body1" sx={{ whiteSpace: 'pre-wrap', minHeight: '1.5em' }}>
        {value}
      </Typography>
    </Box>
  );
}
