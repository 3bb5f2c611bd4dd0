import Link, { type LinkProps } from '@mui/material/Link';
import { messages } from '../lib/messages.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * A link away from the application that opens in a new tab, so answers typed and not yet saved stay where they
 * are; screen readers hear that it opens a new tab.
 */
export function NewTabLink({ children, ...props }: LinkProps) {
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
    </Link>
  );
}
