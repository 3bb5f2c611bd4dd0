import { messages } from '../../../lib/messages.ts';
import { AuthCard } from './AuthCard.tsx';

export function ResetPasswordCard() {
  return <AuthCard title={messages.resetTitle} />;
}
