/**
 * The printed report's page (issue 36: A4 or Letter, chosen per station) and what printing
 * leaves out: the app's frame, the controls and the buttons are `print:hidden`; sections keep
 * together and colours print as shown. Charts are drawn again at their printed box's width as
 * the page is laid out for paper (chart-box.tsx), whatever the window's width; the box still
 * clips, should a browser print before they are.
 */
export function PrintPage({ size }: { size: 'a4' | 'letter' }) {
  return (
    <style>{`
@page { size: ${size === 'letter' ? 'letter' : 'A4'} portrait; margin: 14mm 12mm; }
@media print {
  body { background: white; }
  .report * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .report .report-section, .report .report-stats li, .report .report-head { break-inside: avoid; box-shadow: none; }
  .report .report-section { margin-bottom: 6mm; }
  .report .report-stats { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .report .report-table { font-size: 9pt; min-width: 0; }
  .report .report-heatmap { font-size: 7pt; }
  .report .report-chart { overflow: hidden; }
}`}</style>
  );
}
