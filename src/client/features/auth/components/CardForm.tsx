import type { FormEvent, ReactNode } from 'react';
import Stack from '@mui/material/Stack';

interface CardFormProps {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The form of a card: the browser's own validation off (the schema messages are shown instead), fields stacked. */
export function CardForm({ onSubmit, children }: CardFormProps) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {children}
    </Stack>
  );
}
