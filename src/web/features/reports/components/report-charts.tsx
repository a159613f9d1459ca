import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report, ReportRow } from '../../../../shared/reports/report';
import { DAY_NAMES, shortDateLabel } from '../../../../shared/schedule/week';
import type { ReportTables } from '../report-tables';
import { hours, percent } from '../report-texts';
import { ChartBox } from './chart-box';
import { ChartFrame } from './chart-frame';
import { useClock } from '../../../lib/use-clock';
import { hourLabel } from '../../../../shared/i18n/clock-text';

const toHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const TOP = 10;

/** The four charts (issue 36): drawn by Recharts, which only this page loads. */
export function ReportCharts({
  report,
  tables,
  rangeLabel,
}: {
  report: Report;
  tables: ReportTables;
  rangeLabel: string;
}) {
  const weekly = report.weeks.map((w) => ({
    week: shortDateLabel(w.id),
    ...Object.fromEntries(
      report.byCategory.map((c) => [c.id || 'none', toHours(w.categoryMinutes[c.id] ?? 0)]),
    ),
  }));
  const topCategory = [...report.byCategory].sort((a, b) => b.minutes - a.minutes)[0];
  const topHosts = report.byHost.filter((h) => h.name !== 'No host').slice(0, TOP);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFrame
        title="Hours per week by category"
        description={`Stacked bars, one per week (${report.weeks.length} weeks), each split by content category.${
          topCategory
            ? ` ${topCategory.name} has the most: ${hours(topCategory.minutes)} h in all.`
            : ''
        } A show in two categories counts in both.`}
        table={tables.weeks}
        rangeLabel={rangeLabel}
      >
        <ChartBox height={280}>
          <BarChart data={weekly} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 11 }} unit=" h" width={56} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {report.byCategory.map((c) => (
              <Bar
                key={c.id || 'none'}
                dataKey={c.id || 'none'}
                name={c.name}
                stackId="hours"
                fill={c.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartBox>
      </ChartFrame>
      <RowsChart
        title="Hours by genre"
        rows={report.byGenre.slice(0, TOP)}
        what="genres"
        table={tables.byGenre}
        rangeLabel={rangeLabel}
        color="#6366f1"
      />
      <HeatmapChart report={report} tables={tables} rangeLabel={rangeLabel} />
      <RowsChart
        title="Top hosts"
        rows={topHosts}
        what="hosts"
        table={tables.byHost}
        rangeLabel={rangeLabel}
        color="#0d9488"
      />
    </div>
  );
}

function RowsChart({
  title,
  rows,
  what,
  table,
  rangeLabel,
  color,
}: {
  title: string;
  rows: ReportRow[];
  what: string;
  table: ReportTables['byGenre'];
  rangeLabel: string;
  color: string;
}) {
  const leader = rows[0];
  return (
    <ChartFrame
      title={title}
      description={`Horizontal bars of hours aired, the top ${rows.length} ${what} first.${
        leader ? ` ${leader.name} leads with ${hours(leader.minutes)} h.` : ''
      }`}
      table={table}
      rangeLabel={rangeLabel}
    >
      <ChartBox height={Math.max(120, rows.length * 28 + 40)}>
        <BarChart
          data={rows.map((r) => ({ name: r.name, hours: toHours(r.minutes) }))}
          layout="vertical"
          margin={{ top: 4, right: 16, left: 0, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 11 }} unit=" h" />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={110} />
          <Tooltip />
          <Bar dataKey="hours" name="Hours" fill={color} isAnimationActive={false} />
        </BarChart>
      </ChartBox>
    </ChartFrame>
  );
}

/**
 * A 7x24 grid, one cell per hour of the week, darker the more often the hour was filled. Cells
 * are plain elements (a grid of squares needs no chart library), so it prints and scales as text.
 */
function HeatmapChart({
  report,
  tables,
  rangeLabel,
}: {
  report: Report;
  tables: ReportTables;
  rangeLabel: string;
}) {
  const cells = report.heatmap.flatMap((day, d) => day.map((v, h) => ({ d, h, v })));
  const emptiest = [...cells].sort((a, b) => a.v - b.v)[0];
  const clock = useClock();
  return (
    <ChartFrame
      title="How often each hour was filled"
      description={`A grid of the week's 168 hours, days down and hours across, darker the more often some show filled the hour in the ${report.weeks.length} weeks counted.${
        emptiest
          ? ` Least filled: ${DAY_NAMES[emptiest.d]} ${hourLabel(emptiest.h, clock)} (${percent(emptiest.v)}).`
          : ''
      }`}
      table={tables.heatmap}
      rangeLabel={rangeLabel}
    >
      <div className="report-heatmap grid grid-cols-[2.5rem_repeat(24,minmax(0,1fr))] gap-px text-[10px] text-slate-500">
        <span />
        {Array.from({ length: 24 }, (_, h) => (
          <span key={h} className="text-center">
            {h % 6 === 0 ? (clock === '12h' ? hourLabel(h, clock) : h) : ''}
          </span>
        ))}
        {report.heatmap.map((day, d) => [
          <span key={`label-${d}`} className="pr-1 text-right leading-5">
            {DAY_NAMES[d]!.slice(0, 3)}
          </span>,
          ...day.map((v, h) => (
            <span
              key={`${d}-${h}`}
              title={`${DAY_NAMES[d]} ${hourLabel(h, clock)} — ${percent(v)}`}
              className="h-5 rounded-[2px]"
              style={{ backgroundColor: `rgba(79, 70, 229, ${0.08 + v * 0.92})` }}
            />
          )),
        ])}
      </div>
    </ChartFrame>
  );
}
