import type { CommitmentKind } from '../../../shared/library/commitments';

/** The Reports page's words, in one place. */
export const REPORT_TEXTS = {
  title: 'Reports',
  subtitle: 'What the station aired, against its own commitments.',
  loading: 'Counting the report...',
  failed: 'The report could not be counted',
  closedTitle: 'Reports are for station managers',
  noWeeks: 'No weeks to count in this range. Finalize weeks, or count all weeks.',
  downloadPdf: 'Download PDF',
  downloadCsv: 'Download CSV',
  weeksCounted: { finalized: 'Finalized weeks only', all: 'All weeks' },
} as const;

const KIND_LABELS: Record<CommitmentKind, (value: number) => string> = {
  at_least_hours: (v) => `At least ${v} h a week`,
  at_most_hours: (v) => `At most ${v} h a week`,
  at_least_percent: (v) => `At least ${v}% of scheduled hours`,
  at_most_percent: (v) => `At most ${v}% of scheduled hours`,
};

/** "At least 6 h a week". */
export const commitmentLabel = (kind: CommitmentKind, value: number) => KIND_LABELS[kind](value);

/** Hours with at most two decimals: 12.5, 3, 0.25. */
export const hours = (minutes: number) =>
  (minutes / 60).toLocaleString('en-US', { maximumFractionDigits: 2 });

export const percent = (share: number) =>
  `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** A commitment's weekly figure as it is stated: "5.5 h" or "32.1%". */
export const commitmentActual = (kind: CommitmentKind, actual: number) =>
  kind.endsWith('_percent')
    ? `${actual.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
    : `${actual.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
