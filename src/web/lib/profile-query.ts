import { queryOptions } from '@tanstack/react-query';
import type { ProfileWithNotice } from '../../server/features/profiles/profiles.service';
import { apiFetch } from './api-client';
import { answersEarlyRead } from './first-reads';
import { profileQueryKey } from './query-keys';

/**
 * GET /api/profile (created on first read), the one read of the signed-in member's profile: the
 * user menu, Profile Settings, the clock and the viewer's zone each select what they show.
 */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => apiFetch<ProfileWithNotice>('/api/profile', { signal }),
});
answersEarlyRead('/api/profile', () => profileQuery);
