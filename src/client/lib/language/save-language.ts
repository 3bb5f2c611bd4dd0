import { apiClient } from '../api-client.ts';

/** PUT /api/language: the account keeps the language (its mails, and the pages after the next login). */
export function saveLanguage(language: string): Promise<unknown> {
  return apiClient.put('/api/language', { language });
}
