/** One measured figure: its value, and the bar it is held to (none for context figures). */
export type Figure = {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** The bar as written in DESIGN.md §6, e.g. "<= 150". */
  target?: string;
  pass?: boolean;
};

export const atMost = (value: number, bar: number) => ({ target: `<= ${bar}`, pass: value <= bar });
export const below = (value: number, bar: number) => ({ target: `< ${bar}`, pass: value < bar });
export const atLeast = (value: number, bar: number) => ({
  target: `>= ${bar}`,
  pass: value >= bar,
});
