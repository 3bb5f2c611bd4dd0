import Typography from '@mui/material/Typography';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';
import { LogInPrompt } from './LogInPrompt.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import type { WelcomeVariant } from '../../../lib/welcome-variant.ts';

interface WelcomeMessageProps {
  variant: WelcomeVariant;
  /** The student's first name, after the title where the variant has one ('' to leave it out). */
  name: string;
  /** Adds the visitor's way back in ('Already started your application?'). */
  isVisitor: boolean;
}

const withName = (title: string, name: string) => (name ? `${title}, ${name}` : title);

/** The welcome banner variants (submitted, first, second, later login), words from texts-and-settings/messages.json. */
export function WelcomeMessage({ variant, name, isVisitor }: WelcomeMessageProps) {
  const { applicationTitle } = useTenant();
  const banner = {
    submitted: { title: withName(messages.welcomeSubmittedTitle, name), lines: [messages.welcomeSubmittedText, messages.welcomeSubmittedNext] },
    firstLogin: { title: `${messages.welcomeFirstTitle} ${applicationTitle}`, lines: [messages.welcomeFirstBlurb, messages.welcomeFirstClosing] },
    secondLogin: { title: withName(messages.welcomeBackTitle, name), lines: [messages.welcomeBackText, messages.welcomeBackPrompt] },
    other: { title: messages.welcomeOtherTitle, lines: [messages.welcomeOtherText] },
  }[variant];
  return (
    <WelcomeBanner title={banner.title}>
      {banner.lines.map((line) => (
        <Typography key={line} sx={{ '& + &': { mt: 1 } }}>
          {line}
        </Typography>
      ))}
      {isVisitor && <LogInPrompt />}
    </WelcomeBanner>
  );
}
