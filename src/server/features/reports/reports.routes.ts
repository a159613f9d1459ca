import { Hono } from 'hono';
import type { Report } from '../../../shared/reports/report';
import {
  reportQuerySchema,
  REPORT_MESSAGE_KEYS,
  ReportRangeError,
  resolveReportRange,
} from '../../../shared/reports/report-range';
import { mayReadReports } from '../../../shared/reports/report-access';
import { localText } from '../../../shared/i18n/local-text';
import { dateInZone } from '../../../shared/schedule/week';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseWith } from '../../http/errors';
import { settingsOf } from '../../http/require-permission';
import type { ReportCounting } from './report-counting';

/**
 * GET /api/reports: the station's report over a range (issue 36, decision 0073), for station
 * managers, and for every member where Station Settings opened reports to them (read-only: there
 * is nothing to change here). A range longer than two years is refused with 400 before any week
 * is read, so the work is bounded by about 105 weeks.
 */
export function reportRoutes(counting: ReportCounting) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const settings = await settingsOf(c);
    if (!mayReadReports(c.var.member.role, settings.reportsOpenToMembers)) {
      throw new HttpError(403, 'forbidden', localText('reports:refusal.closed'));
    }
    const query = parseWith(reportQuerySchema, c.req.query());
    const clock = c.var.station;
    const now = clock.now();
    let range;
    try {
      range = resolveReportRange(query, dateInZone(now, clock.timeZone));
    } catch (error) {
      if (error instanceof ReportRangeError) {
        throw new HttpError(400, 'bad_range', localText(REPORT_MESSAGE_KEYS[error.reason]));
      }
      throw error;
    }
    const revision = c.var.revisions?.schedule ?? null;
    const figures = await counting.figures(c.var.db, range.weekIds, query.weeks, clock, revision);
    const report: Report = {
      ...figures,
      stationName: settings.stationName,
      timeZone: clock.timeZone,
      madeAt: now.toISOString(),
      paperSize: settings.reportPaperSize,
      range: { preset: range.preset, from: range.from, to: range.to },
      weeksCounted: query.weeks,
    };
    return c.json({ report });
  });
}
