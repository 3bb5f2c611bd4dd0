import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import type { Profile } from '../../../../shared/application/profile.ts';
import { documentAnswersQueryOptions } from './documents.ts';

export type { Profile };

/** What a visitor starts with: nothing saved, no call made. */
const EMPTY_PROFILE: Profile = {
  username: '',
  language: null,
  last_page: null,
  successful_login: [],
  web_status: [],
  answer: {},
  document_answer: {},
};

function getProfile(): Promise<Profile> {
  return isLoggedIn() ? apiClient.get<Profile>('/api/profile') : Promise.resolve(EMPTY_PROFILE);
}

const profileQueryKey = ['profile'] as const;

/** The profile, whose document answers become the documents query's data: the page does not ask for them again. */
async function loadProfile({ client }: QueryFunctionContext): Promise<Profile> {
  const profile = await getProfile();
  client.setQueryData(documentAnswersQueryOptions.queryKey, profile.document_answer);
  return profile;
}

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: loadProfile });

/** The student's profile, loaded once before a form page renders (log in or out: reset this query). */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
