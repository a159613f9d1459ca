import type { CommitmentKind } from '../library/content-categories';

/**
 * Every text of content categories (issue 36, decision 0072): Station Settings → Content
 * categories, the show form's Categories and the server's refusals, so the two agree.
 */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Enter the category name',
  nameTooLong: (max: number) => `At most ${max} characters`,
  nameTaken: 'Another category already has this name',
  color: 'Enter a colour such as #0a7c86',
  commitmentKind: 'Choose "At least" or "At most", in hours or % of scheduled hours',
  commitmentValue: 'Enter a number',
  commitmentDecimals: 'At most two decimals',
  commitmentTooLarge: {
    hours: 'A week has at most 168 hours',
    percent: 'At most 100%',
  },
  notFound: 'This category no longer exists',
  tooMany: (max: number) => `A station keeps at most ${max} categories`,
  orderMismatch: 'The categories changed meanwhile: reload and reorder again',
  unknownCategory: 'A selected category no longer exists',
  tooManyOnShow: (max: number) => `At most ${max} categories`,
} as const;

const KIND_WORDS: Record<CommitmentKind, { bound: string; unit: string }> = {
  at_least_hours: { bound: 'At least', unit: 'hours' },
  at_most_hours: { bound: 'At most', unit: 'hours' },
  at_least_percent: { bound: 'At least', unit: '% of scheduled hours' },
  at_most_percent: { bound: 'At most', unit: '% of scheduled hours' },
};

/** "At least 10 hours a week", "At most 20% of scheduled hours a week". */
export function commitmentLabel(kind: CommitmentKind, value: number): string {
  const { bound, unit } = KIND_WORDS[kind];
  const n = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
  return unit.startsWith('%') ? `${bound} ${n}${unit} a week` : `${bound} ${n} ${unit} a week`;
}

export const CATEGORY_TEXTS = {
  sectionTitle: 'Content categories',
  sectionLead:
    'The station\'s own labels for what it airs ("Local", "News", "Spoken word"). Shows carry them in the show form; Reports counts the hours of each and checks its weekly commitment.',
  empty: 'No categories yet.',
  add: 'Add category',
  edit: 'Edit',
  delete: 'Delete',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  save: 'Save category',
  saving: 'Saving…',
  cancel: 'Cancel',
  addTitle: 'Add category',
  editTitle: (name: string) => `Edit "${name}"`,
  nameLabel: 'Category name',
  namePlaceholder: 'Local',
  colorLabel: 'Colour',
  commitmentLegend: 'Weekly commitment',
  noCommitment: 'No commitment',
  atLeast: 'At least',
  atMost: 'At most',
  boundLabel: 'At least or at most',
  valueLabel: 'Amount',
  unitLabel: 'Unit',
  hours: 'hours',
  percent: '% of scheduled hours',
  commitmentHint: 'Reports shows each week against it, met or missed.',
  created: 'Category added',
  saved: 'Category saved',
  deleted: 'Category deleted',
  reordered: 'Order saved',
  deleteConfirmTitle: (name: string) => `Delete the category "${name}"?`,
  deleteConfirm: (shows: number) =>
    shows === 0
      ? 'No show carries it.'
      : `It is removed from ${shows === 1 ? '1 show' : `${shows} shows`}, and Reports no longer counts it.`,
  showCount: (n: number) => (n === 1 ? '1 show' : `${n} shows`),
  /** The show form. */
  showFieldLabel: 'Categories',
  showFieldHint: "Reports counts the show's hours in each of them.",
  showFieldNone: 'No categories yet: Station Settings → Content categories adds them.',
} as const;
