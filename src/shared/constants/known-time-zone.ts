// Apart from the zone list (time-zones.ts): the checks that use it are imported by pages that do
// not show the list (the password reset's fields), which would otherwise download it.

/** Whether a string names a zone this runtime knows, e.g. "Asia/Kolkata" yes, "Mars/Base" no. */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
