/**
 * Query keys shared across features: a DJ change alters the DJ names shown on shows, so the DJ
 * feature refreshes the shows list without importing the shows feature.
 */
export const showsQueryKey = ['shows'] as const;
export const djsQueryKey = ['djs'] as const;
/**
 * The station's content categories (GET /api/content-categories): under the shows key, since
 * their changes are announced as library changes and change what shows carry.
 */
export const categoriesQueryKey = [...showsQueryKey, 'categories'] as const;
/** One week of the schedule (GET /api/weeks/:date answers it), by its Sunday. */
export const weekQueryKey = (weekId: string) => ['week', weekId] as const;
/** The list of weeks (GET /api/weeks), which the dashboard shows; schedule changes refresh it. */
export const weeksQueryKey = ['weeks'] as const;
/**
 * The signed-in member's profile (GET /api/profile): the user menu, Profile Settings and the
 * viewer's zone read it; its answer on start is also the session check (use-session-validation).
 */
export const profileQueryKey = ['profile'] as const;
/** What the signed-in member may do (GET /api/access); team and settings changes refresh it. */
export const accessQueryKey = ['access'] as const;
/** GET /api/config: the station's zone and name change with Station Settings → Station. */
export const configQueryKey = ['config'] as const;
/** Everything under the Team and Station Settings pages (members, invitations, settings). */
export const teamQueryKey = ['team'] as const;
/**
 * The station's seasons (GET /api/seasons): every member reads them (the schedule header, the
 * dashboard's filter, the End choice); under the team key, so a settings change refreshes them.
 */
export const seasonsQueryKey = [...teamQueryKey, 'seasons'] as const;
/**
 * The signed-in member's upcoming shows (GET /api/my-shows), under the week list so every
 * schedule change that refreshes the list refreshes them too; keyed by the member's own DJ
 * entries, so a new link (team and DJ changes refresh the access) reads them anew.
 */
export const myShowsQueryKey = (ownDjIds: readonly string[]) =>
  [...weeksQueryKey, 'mine', ...ownDjIds] as const;
/**
 * Away dates (decision 0065): a DJ entry's (GET /api/djs/:id/away-periods) and the member's own
 * (GET /api/my-away-periods), refreshed by "away" changes.
 */
export const awayQueryKey = ['away'] as const;
export const djAwayQueryKey = (djId: string) => [...awayQueryKey, 'dj', djId] as const;
export const myAwayQueryKey = (ownDjIds: readonly string[]) =>
  [...awayQueryKey, 'mine', ...ownDjIds] as const;
/** Everything of the activity log: a week's history and the station-wide log. */
export const activityQueryKey = ['activity'] as const;
/** One week's history (GET /api/weeks/:date/activity), by its Sunday. */
export const weekActivityQueryKey = (weekId: string) => ['activity', 'week', weekId] as const;
/** The station-wide log and its member list (GET /api/activity...). */
export const stationActivityQueryKey = ['activity', 'station'] as const;
/** The station's backups (GET /api/backups): the Station Settings section and the banner. */
export const backupsQueryKey = ['backups'] as const;
/**
 * Fill-in requests (decision 0066): the Fill-ins page's lists, one request, the dashboard's count
 * and an away period's airings, refreshed by "fillins" changes.
 */
export const fillInsQueryKey = ['fill-ins'] as const;
/**
 * The member's own notices (GET /api/notifications…): the bell's count, the centre's pages and the
 * choices; refreshed by their "notices" changes, which only their own streams hear.
 */
export const noticesQueryKey = ['notices'] as const;
