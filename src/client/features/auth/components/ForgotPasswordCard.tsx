import { messages } from '../../../lib/messages.ts';
import { AuthCard } from './AuthCard.tsx';

export function ForgotPasswordCard() {
  return <AuthCard title={messages.forgotTitle} />;
}
