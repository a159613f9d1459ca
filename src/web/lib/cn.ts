/** Joins class names, skipping falsy ones: cn('a', busy && 'b') is 'a' or 'a b'. */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
