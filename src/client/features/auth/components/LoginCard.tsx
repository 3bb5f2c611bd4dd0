import { messages } from '../../../lib/messages.ts';
import { AuthCard } from './AuthCard.tsx';

export function LoginCard() {
  return <AuthCard title={messages.loginTitle} />;
}
