/** The name shown for a user: their username, else the part of the e-mail before "@". */
export function displayName(username: string | null | undefined, email: string): string {
  const name = username?.trim();
  if (name) return name;
  return email.split('@')[0] || email;
}

/** One or two letters for an avatar placeholder: "Jo Smith" gives "JS", "dj.kai" gives "D". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((w) => w?.[0] ?? '')
    .join('')
    .toUpperCase();
}
