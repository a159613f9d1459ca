import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report, ReportRow } from '../../../../shared/reports/report';
import { shortDateLabel } from '../../../../shared/schedule/week';
import type { ReportTables } from '../report-tables';
import { hours, percent } from '../report-texts';
import { weekdayName } from '../report-tables';
import { useReportWords } from '../use-report-words';
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
  const { t, language } = useReportWords();
  const weeks = report.weeks.length;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFrame
        title={t('reports:chart.weekly')}
        description={
          topCategory
            ? t('reports:chart.weekly.descriptionTop', {
                count: weeks,
                category: topCategory.name,
                hours: hours(topCategory.minutes, language),
              })
            : t('reports:chart.weekly.description', { count: weeks })
        }
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
        title={t('reports:chart.genre')}
        rows={report.byGenre.slice(0, TOP)}
        what="genres"
        table={tables.byGenre}
        rangeLabel={rangeLabel}
        color="#6366f1"
      />
      <HeatmapChart report={report} tables={tables} rangeLabel={rangeLabel} />
      <RowsChart
        title={t('reports:chart.hosts')}
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
  what: 'genres' | 'hosts';
  table: ReportTables['byGenre'];
  rangeLabel: string;
  color: string;
}) {
  const leader = rows[0];
  const { t, language } = useReportWords();
  const count = rows.length;
  const description = leader
    ? t(
        what === 'genres'
          ? 'reports:chart.genre.descriptionLeader'
          : 'reports:chart.hosts.descriptionLeader',
        { count, name: leader.name, hours: hours(leader.minutes, language) },
      )
    : t(what === 'genres' ? 'reports:chart.genre.description' : 'reports:chart.hosts.description', {
        count,
      });
  return (
    <ChartFrame title={title} description={description} table={table} rangeLabel={rangeLabel}>
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
          <Bar
            dataKey="hours"
            name={t('reports:chart.hours')}
            fill={color}
            isAnimationActive={false}
          />
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
  const { t, language } = useReportWords();
  const count = report.weeks.length;
  return (
    <ChartFrame
      title={t('reports:chart.heatmap')}
      description={
        emptiest
          ? t('reports:chart.heatmap.descriptionLeast', {
              count,
              day: weekdayName(emptiest.d, language),
              hour: hourLabel(emptiest.h, clock),
              share: percent(emptiest.v, language),
            })
          : t('reports:chart.heatmap.description', { count })
      }
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
            {weekdayName(d, language, 'short')}
          </span>,
          ...day.map((v, h) => (
            <span
              key={`${d}-${h}`}
              title={t('reports:heatmap.cell', {
                day: weekdayName(d, language),
                hour: hourLabel(h, clock),
                share: percent(v, language),
              })}
              className="h-5 rounded-[2px]"
              style={{ backgroundColor: `rgba(79, 70, 229, ${0.08 + v * 0.92})` }}
            />
          )),
        ])}
      </div>
    </ChartFrame>
  );
}
