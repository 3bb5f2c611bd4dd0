import { messages } from '../../../lib/messages.ts';
import { AuthCard } from './AuthCard.tsx';

export function ConfirmCard() {
  return <AuthCard title={messages.confirmTitle} />;
}
