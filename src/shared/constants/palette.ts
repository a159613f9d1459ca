/** The ten show colours, in the order the show form offers them; the first is the default. */
export const SHOW_COLORS = [
  '#3b82f6',
  '#dc2626',
  '#7c3aed',
  '#059669',
  '#f59e0b',
  '#8b5cf6',
  '#ec4899',
  '#06b6d4',
  '#84cc16',
  '#f97316',
] as const;

export type ShowColor = (typeof SHOW_COLORS)[number];

export const DEFAULT_SHOW_COLOR: ShowColor = SHOW_COLORS[0];
