import type { ReportPaperSize } from '../team/station-settings';

/** Station Settings → Reports (issue 36): who may open Reports and the paper of its PDF. */
export const REPORT_SETTINGS_TEXTS = {
  heading: 'Reports',
  intro:
    'Reports show the hours the station scheduled, by show, host, genre and content category, against its commitments. Station managers always open them.',
  openLabel: 'Members may open Reports (read-only)',
  openDetail:
    'Every member sees the Reports page and may download its CSV and PDF; only managers change what it counts.',
  paperLegend: 'PDF paper size',
  paper: {
    a4: { label: 'A4', description: '210 × 297 mm, the paper of most of the world.' },
    letter: { label: 'Letter', description: '8.5 × 11 in, the paper of North America.' },
  } satisfies Record<ReportPaperSize, { label: string; description: string }>,
  save: 'Save Reports settings',
  saved: 'Reports settings saved',
} as const;
