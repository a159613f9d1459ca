/**
 * Colours the public pages derive from the station's accent so that text stays readable
 * (WCAG AA 4.5:1) whatever accent a manager picks: a pale yellow accent still gives dark links.
 */

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two "#rrggbb" colours: contrastRatio("#000000", "#ffffff") is 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever has the higher contrast on the colour: textOn("#fde047") is black. */
export function textOn(background: string): string {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}

/**
 * The accent, darkened (or lightened on a dark background) step by step until it reads at 4.5:1
 * on the background: readableAccent("#f59e0b", "#ffffff") is a darker amber.
 */
export function readableAccent(accent: string, background: string): string {
  const towards = luminance(background) > 0.5 ? 0 : 255;
  let [r, g, b] = channels(accent);
  let colour = accent.toLowerCase();
  for (let step = 0; step < 20 && contrastRatio(colour, background) < 4.5; step++) {
    [r, g, b] = [r, g, b].map((v) => Math.round(v + (towards - v) * 0.15)) as [
      number,
      number,
      number,
    ];
    colour = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }
  return colour;
}
