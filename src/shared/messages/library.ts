/**
 * The Show Library and DJ Library texts of SPEC.md (§2, §5, §8), verbatim, so the web app and the
 * browser tests agree on them.
 */
export const SHOW_TEXTS = {
  title: 'Show Library',
  subtitle: 'Manage your shows and get them ready for the weekly schedule',
  searchPlaceholder: 'Search shows, DJs, or genres...',
  panelSearchPlaceholder: 'Search shows...',
  loading: 'Loading shows...',
  loadFailed: 'Failed to load shows',
  emptyTitle: 'No shows found matching your criteria.',
  emptyHint: 'Try adjusting your search or filters.',
  panelEmptyTitle: 'No shows found',
  panelEmptyHint: 'Try adjusting your search',
  noDjs: 'No DJs assigned',
  deleteConfirm: 'Are you sure you want to delete this show?',
  addTitle: 'Add New Show',
  editTitle: 'Edit Show',
  create: 'Create Show',
  save: 'Save Changes',
  noActiveDjs: 'No active DJs available. Add DJs in the DJ Library first.',
  fillInHosts: 'Fill-in hosts',
  fillInHostsNote: "Only these DJs may take this show's fill-ins. None chosen: any eligible DJ may.",
  noFillInHosts: 'Any eligible DJ',
} as const;

export const SHOW_MESSAGES = {
  fetchFailed: 'Failed to fetch shows',
  addFailed: 'Failed to add show',
  updateFailed: 'Failed to update show',
  deleteFailed: 'Failed to delete show',
} as const;

export const DJ_TEXTS = {
  title: 'DJ Library',
  subtitle: 'Manage your DJs and assign them to radio shows',
  searchPlaceholder: 'Search DJs, tags, or contact info...',
  loading: 'Loading DJs...',
  loadFailed: 'Failed to load DJs',
  emptyTitle: 'No DJs found matching your criteria.',
  emptyHint: 'Try adjusting your search or filters.',
  inactive: 'Inactive',
  active: 'Active',
  noTags: 'No tags',
  addTitle: 'Add New DJ',
  editTitle: 'Edit DJ',
} as const;

/** "Are you sure you want to delete" followed by the DJ's name and a question mark (SPEC.md §8). */
export function djDeleteConfirm(name: string): string {
  return `Are you sure you want to delete ${name}?`;
}

/**
 * What deleting a DJ does to the Show Library, after the spec's question: "2 shows will lose this
 * DJ: Jazz Hour and Morning Drive." Shows already placed keep the names they were placed with.
 * Null when the DJ hosts no show. More than three shows are counted, not all named.
 */
export function djDeleteImpact(showNames: readonly string[]): string | null {
  const n = showNames.length;
  if (n === 0) return null;
  const sorted = [...showNames].sort((a, b) => a.localeCompare(b));
  const named =
    n === 1
      ? sorted[0]
      : n <= 3
        ? `${sorted.slice(0, -1).join(', ')} and ${sorted[n - 1]}`
        : `${sorted.slice(0, 3).join(', ')} and ${n - 3} more`;
  return `${n} ${n === 1 ? 'show' : 'shows'} will lose this DJ: ${named}.`;
}

/** Over a list kept from the last visit, when the server cannot be reached (SPEC.md §8). */
export const CACHED_DATA_NOTICE = 'Database connection issue - showing cached data';

/** The notice line of the DJ Library (SPEC.md §8 "DJ notices"). */
export const DJ_NOTICES = {
  noDjs: 'No DJs found in database - showing sample data',
  cached: CACHED_DATA_NOTICE,
  slowSample: 'Database connection slow - showing sample data',
  issueSample: 'Database connection issue - showing sample data',
  authSample: 'Authentication required - showing sample data',
} as const;
