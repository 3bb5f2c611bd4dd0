import Button, { type ButtonProps } from '@mui/material/Button';
import { Spinner } from './Spinner.tsx';

interface ButtonWithLoadingProps extends Omit<ButtonProps, 'loading' | 'loadingIndicator'> {
  loading?: boolean;
  icon?: ButtonProps['startIcon'];
}

/** A button with an optional icon that shows the small loading circles and refuses clicks while busy. */
export function ButtonWithLoading({ loading = false, icon, children, ...props }: ButtonWithLoadingProps) {
  return (
    <Button
      {...props}
      startIcon={icon}
      loading={loading}
      loadingPosition={icon ? 'start' : 'center'}
      loadingIndicator={<Spinner size="small" color="currentColor" />}
      aria-busy={loading || undefined}
    >
      {children}
    </Button>
  );
}
