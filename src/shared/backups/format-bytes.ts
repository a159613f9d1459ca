/** "12.3 MB": sizes for people, in powers of 1,000, the figure in the language's digits ("1,5 MB"). */
export function formatBytes(bytes: number, language = 'en'): string {
  if (bytes < 1_000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1_000;
  let unit = 0;
  while (value >= 1_000 && unit < units.length - 1) {
    value /= 1_000;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  const figure = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${figure} ${units[unit]}`;
}
