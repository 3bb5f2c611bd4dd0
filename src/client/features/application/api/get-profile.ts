import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';

/** GET /api/profile (spec point 3, profile response). */
export interface Profile {
  username: string;
  last_page: string | null;
  successful_login: unknown[];
  web_status: Array<{ web_status: string }>;
  answer: Record<string, string | boolean>;
  document_answer: Record<string, unknown>;
}

/** What a visitor starts with: nothing saved, no call made. */
export const EMPTY_PROFILE: Profile = {
  username: '',
  last_page: null,
  successful_login: [],
  web_status: [],
  answer: {},
  document_answer: {},
};

export function getProfile(): Promise<Profile> {
  return isLoggedIn() ? apiClient.get<Profile>('/api/profile') : Promise.resolve(EMPTY_PROFILE);
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

/** The student's profile, loaded once before a form page renders (log in or out: reset this query). */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
