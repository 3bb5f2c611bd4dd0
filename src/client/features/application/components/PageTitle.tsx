import Typography from '@mui/material/Typography';
import { formPageByName } from '../../../lib/pages.ts';

/** The visible title of a form page (uischemas/pages.json). */
export function PageTitle({ pageId }: { pageId: string }) {
  return (
    <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
      {formPageByName(pageId).title}
    </Typography>
  );
}
