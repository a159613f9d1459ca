/**
 * The performance mark a load sets when its first render stopped waiting (the loading screen was
 * drawn): in the Performance panel beside the page's own timings, and for the browser test, which
 * tells a load that drew its page at once from one that ran out of time on a busy machine.
 */
export const FIRST_SCREEN_LATE_MARK = 'first-screen-late';
