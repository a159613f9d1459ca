/** One or two letters for an avatar placeholder: "Jo Smith" gives "JS", "dj.kai" gives "D". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((w) => w?.[0] ?? '')
    .join('')
    .toUpperCase();
}
