/**
 * The name shown for a member: their username, else the part of the e-mail before "@". One rule
 * for the user menu, the Team page, the activity log and live-update toasts.
 */
export function displayName(username: string | null | undefined, email: string): string {
  const name = username?.trim();
  if (name) return name;
  return email.split('@')[0] || email;
}
