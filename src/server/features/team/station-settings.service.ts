import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_STATION_SETTINGS,
  PUBLIC_DJ_FIELDS,
  type PublicDjField,
  type SignupPolicy,
  type StationSettings,
  type StationSettingsChange,
} from '../../../shared/team/station-settings';
import {
  UNFILLED_FINALIZE_RULES,
  type UnfilledFinalizeRule,
} from '../../../shared/schedule/unfilled-time';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/connection';
import { stationSettings } from '../../db/schema';

type SettingsRow = typeof stationSettings.$inferSelect;

/**
 * Creates the station's settings on the first start, with the sign-up policy of SIGNUP_POLICY,
 * the publish switch of PUBLIC_SCHEDULE and the zone of STATION_TIMEZONE; an installation that
 * has them keeps what its managers chose. An installation from before the zone was a setting
 * (its column null) takes the zone it has been running in, once.
 */
export async function ensureStationSettings(
  db: Database,
  initial: { signupPolicy: SignupPolicy; publishSchedule?: boolean; stationTimeZone: string },
): Promise<void> {
  await db
    .insert(stationSettings)
    .values({
      ...toColumns(DEFAULT_STATION_SETTINGS),
      signupPolicy: initial.signupPolicy,
      publishSchedule: initial.publishSchedule ?? false,
      stationTimeZone: initial.stationTimeZone,
    })
    .onConflictDoNothing({ target: stationSettings.id });
  await db
    .update(stationSettings)
    .set({ stationTimeZone: initial.stationTimeZone })
    .where(and(eq(stationSettings.id, true), isNull(stationSettings.stationTimeZone)));
}

/** The station's settings; the defaults if they were never stored (a database set up by hand). */
export async function readStationSettings(db: Pick<Database, 'select'>): Promise<StationSettings> {
  const [row] = await db.select().from(stationSettings).where(eq(stationSettings.id, true));
  return row ? fromRow(row) : DEFAULT_STATION_SETTINGS;
}

/** The station's one name, for what it sends (e-mails). */
export async function readStationName(db: Pick<Database, 'select'>): Promise<string> {
  return (await readStationSettings(db)).stationName;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Applies a manager's change and returns the settings before and after it. `alongside` runs in
 * the same transaction (the announcement and the activity entry of the change).
 */
export async function changeStationSettings(
  db: Database,
  change: StationSettingsChange,
  alongside?: (tx: Tx, before: StationSettings, after: StationSettings) => Promise<void>,
): Promise<{ before: StationSettings; after: StationSettings }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(stationSettings)
      .values(toColumns(DEFAULT_STATION_SETTINGS))
      .onConflictDoNothing({ target: stationSettings.id });
    const [row] = await tx
      .select()
      .from(stationSettings)
      .where(eq(stationSettings.id, true))
      .for('update');
    const before = fromRow(row!);
    const after = { ...before, ...change };
    await tx
      .update(stationSettings)
      .set({ ...toColumns(after), updatedAt: sql`now()` })
      .where(eq(stationSettings.id, true));
    await alongside?.(tx, before, after);
    return { before, after };
  });
}

function toColumns(s: StationSettings) {
  return {
    signupPolicy: s.signupPolicy,
    autoApproveDomains: s.autoApproveDomains,
    djPermissions: s.djPermissions,
    weekStatusManagersOnly: s.weekStatusManagersOnly,
    activityRetentionDays: s.activityRetentionDays,
    publishSchedule: s.publishSchedule,
    stationTimeZone: s.stationTimeZone,
    stationName: s.stationName,
    overnightContinues: s.overnightContinues,
    accentColor: s.accentColor,
    logoUrl: s.logoUrl,
    publicDjFields: s.publicDjFields,
    fillInPolicy: s.fillInPolicy,
    fillInLeadHours: s.fillInLeadHours,
    gapMinimumMinutes: s.gapMinimumMinutes,
    unfilledFinalizeRule: s.unfilledFinalizeRule,
    fallbackName: s.fallbackName,
    fallbackDescription: s.fallbackDescription,
    fallbackImageUrl: s.fallbackImageUrl,
    reportsOpenToMembers: s.reportsOpenToMembers,
    reportPaperSize: s.reportPaperSize,
    stationLanguage: s.stationLanguage,
  };
}

function fromRow(row: SettingsRow): StationSettings {
  return {
    signupPolicy: row.signupPolicy as StationSettings['signupPolicy'],
    autoApproveDomains: row.autoApproveDomains,
    djPermissions: row.djPermissions as StationSettings['djPermissions'],
    weekStatusManagersOnly: row.weekStatusManagersOnly,
    activityRetentionDays: row.activityRetentionDays,
    publishSchedule: row.publishSchedule,
    stationTimeZone: row.stationTimeZone ?? DEFAULT_STATION_SETTINGS.stationTimeZone,
    stationName: row.stationName,
    overnightContinues: row.overnightContinues,
    accentColor: row.accentColor,
    logoUrl: row.logoUrl,
    publicDjFields: row.publicDjFields.filter((f): f is PublicDjField =>
      (PUBLIC_DJ_FIELDS as readonly string[]).includes(f),
    ),
    fillInPolicy: row.fillInPolicy === 'approval' ? 'approval' : 'any',
    fillInLeadHours: row.fillInLeadHours,
    gapMinimumMinutes: row.gapMinimumMinutes,
    unfilledFinalizeRule: (UNFILLED_FINALIZE_RULES as readonly string[]).includes(
      row.unfilledFinalizeRule,
    )
      ? (row.unfilledFinalizeRule as UnfilledFinalizeRule)
      : 'allow',
    fallbackName: row.fallbackName,
    fallbackDescription: row.fallbackDescription,
    fallbackImageUrl: row.fallbackImageUrl,
    reportsOpenToMembers: row.reportsOpenToMembers,
    reportPaperSize: row.reportPaperSize === 'letter' ? 'letter' : 'a4',
    stationLanguage: isLanguage(row.stationLanguage) ? row.stationLanguage : DEFAULT_LANGUAGE,
  };
}
