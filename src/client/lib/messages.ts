export { messages, type MessageKey } from '../../shared/messages.ts';
