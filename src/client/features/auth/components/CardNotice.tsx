import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { cardTexts } from '../card-texts.ts';

interface CardNoticeProps {
  severity: 'success' | 'error';
  message: string | undefined;
  /** Offer a close button (the forgot-password success message). */
  dismissible?: boolean;
}

/** A message at the top of a card: a success to read politely, or an error (session ended, logged out) to announce. */
export function CardNotice({ severity, message, dismissible = false }: CardNoticeProps) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!message || dismissed === message) return null;
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      onClose={dismissible ? () => setDismissed(message) : undefined}
      slotProps={{ closeButton: { 'aria-label': cardTexts.dismiss, title: cardTexts.dismiss } }}
      sx={{ mb: 3 }}
    >
      {message}
    </Alert>
  );
}
