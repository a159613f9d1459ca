/**
 * The dashboard's texts (SPEC.md §2 "Schedule Dashboard", §4 "Week status", §8), verbatim where
 * the spec gives them. "{week}" in the prompts is the week's range label as its row shows it.
 */
export const DASHBOARD_TEXTS = {
  title: 'Schedule Dashboard',
  subtitle: 'Manage your weekly radio schedules and track their status',
  loading: 'Loading weeks...',
  loadFailed: 'Failed to fetch schedules',
  emptyTitle: 'No weeks found',
  emptyAll: 'No weekly schedules have been created yet.',
  emptyStatus: (status: string) => `No weeks with "${status}" status found.`,
  createFirst: 'Create Your First Schedule',
  counter: (shown: number, total: number) => `Showing ${shown} of ${total} weeks`,
  revertConfirm: (week: string) => `Revert "${week}" to draft status?`,
  deleteConfirm: (week: string) => `Delete schedule for "${week}"? This action cannot be undone.`,
  overlapLabel: 'Has overlapping shows',
  // Paging (beyond the spec): past weeks a station-year at a time.
  showEarlier: 'Show earlier weeks',
  notShown: (n: number) =>
    `${n.toLocaleString('en-US')} earlier ${n === 1 ? 'week' : 'weeks'} not shown`,
  // DJ double-booking (beyond the spec): a mark per week and a total.
  djClashLabel: (n: number) => `A DJ is booked on two shows at once (${n})`,
  djClashStat: (clashes: number, weeks: number) =>
    `DJ double-bookings: ${clashes} in ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
} as const;

/** What a failed action is called when the server gives no reason of its own (SPEC.md §8). */
export const DASHBOARD_ERRORS = {
  finalizeFailed: 'Failed to finalize week. Please try again.',
  revertFailed: 'Failed to revert week',
  deleteFailed: 'Failed to delete week',
  createFailed: 'Failed to create schedule',
} as const;
