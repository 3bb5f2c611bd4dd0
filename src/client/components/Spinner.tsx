import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** Dot diameters of the loading-circles indicator. */
const SPINNER_SIZES = { small: '0.4rem', medium: '0.8rem', large: '2rem' } as const;

type SpinnerSize = keyof typeof SPINNER_SIZES;

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.5); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; omit inside a control that already says it is busy. */
  label?: string;
  color?: string;
}

/** Three pulsing circles: the app's one loading indicator. */
export function Spinner({ size = 'medium', label, color = 'primary.main' }: SpinnerProps) {
  const dot = SPINNER_SIZES[size];
  return (
    <Box component="span" role={label ? 'status' : undefined} sx={{ display: 'inline-flex', alignItems: 'center', gap: `calc(${dot} / 2)`, verticalAlign: 'middle' }}>
      {[0, 1, 2].map((index) => (
        <Box
          key={index}
          component="span"
          aria-hidden
          sx={{
            width: dot,
            height: dot,
            borderRadius: '50%',
            bgcolor: color,
            animation: `${pulse} 1.2s ease-in-out ${index * 0.16}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 },
          }}
        />
      ))}
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </Box>
  );
}
