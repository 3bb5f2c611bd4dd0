import { messages } from '../../../lib/messages.ts';
import { AuthCard } from './AuthCard.tsx';

export function SignUpCard() {
  return <AuthCard title={messages.signupTitle} />;
}
