import { WelcomeMessage } from '../../features/shell/components/WelcomeMessage.tsx';
import { useWelcome } from '../../features/application/hooks/use-welcome.ts';

/** The welcome banner the application's state calls for, if any. */
export function ApplicationWelcome() {
  const welcome = useWelcome();
  return welcome && <WelcomeMessage {...welcome} />;
}
