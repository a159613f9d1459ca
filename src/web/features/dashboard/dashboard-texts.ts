/** What a failed action is called when the server gives no reason of its own (SPEC.md §8). */
export const DASHBOARD_ERRORS = {
  finalizeFailed: 'Failed to finalize week. Please try again.',
  revertFailed: 'Failed to revert week',
  deleteFailed: 'Failed to delete week',
  createFailed: 'Failed to create schedule',
} as const;
