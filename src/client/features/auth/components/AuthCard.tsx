import { useEffect, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTenant } from '../../../lib/tenant.tsx';

interface AuthCardProps {
  title: string;
  children?: ReactNode;
}

/** The white card every account screen sits in; its title is the page's heading and the tab's title. */
export function AuthCard({ title, children }: AuthCardProps) {
  const tenant = useTenant();
  useEffect(() => {
    document.title = `${title} | ${tenant.applicationTitle} | ${tenant.partnerName}`;
  }, [title, tenant]);
  return (
    <Paper elevation={3} sx={{ width: '100%', maxWidth: '30rem', p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
