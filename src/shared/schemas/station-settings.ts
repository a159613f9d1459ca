import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { isKnownTimeZone } from '../constants/known-time-zone';
import { GAP_MINIMUM, UNFILLED_FINALIZE_RULES } from '../schedule/unfilled-time';
import {
  SIGNUP_POLICIES,
  AUTO_APPROVE_DOMAINS_MAX,
  DJ_PERMISSION_PRESETS,
  ACTIVITY_RETENTION_MIN_DAYS,
  ACTIVITY_RETENTION_MAX_DAYS,
  PUBLIC_DJ_FIELDS,
  STATION_NAME_MAX,
  FILL_IN_POLICIES,
  FILL_IN_LEAD_HOURS,
  REPORT_PAPER_SIZES,
  FALLBACK_NAME_MAX,
  FALLBACK_DESCRIPTION_MAX,
} from '../team/station-settings-values';
import { imageUrlField } from './fields';
import { keyed } from '../i18n/local-text';

/*
 * The station settings' checks (shared/team/station-settings.ts has their choices, limits and
 * defaults, without zod, so Station Settings paints without it: decision 0069).
 */

const GAP_STEP = keyed('settings:check.gapStep', 'Choose a length in steps of 15 minutes');

/** A domain name such as "station.fm": labels of letters, digits and hyphens, at least one dot. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(
    z.string().regex(DOMAIN, keyed('settings:check.domain', 'Enter a domain such as station.fm')),
  );

/** The station's settings, as a manager changes them (every field optional in a change). */
export const stationSettingsSchema = z.strictObject({
  signupPolicy: z.enum(SIGNUP_POLICIES),
  autoApproveDomains: z
    .array(domainSchema)
    .max(
      AUTO_APPROVE_DOMAINS_MAX,
      keyed('settings:check.domainsMax', `At most ${AUTO_APPROVE_DOMAINS_MAX} domains`, {
        max: AUTO_APPROVE_DOMAINS_MAX,
      }),
    )
    .transform((list) => [...new Set(list)]),
  djPermissions: z.enum(DJ_PERMISSION_PRESETS),
  /** Finalizing, reverting and deleting weeks are for station managers only. */
  weekStatusManagersOnly: z.boolean(),
  activityRetentionDays: z
    .number(keyed('settings:check.retentionNumber', 'Enter a number of days'))
    .int(keyed('settings:check.retentionWhole', 'Enter a whole number of days'))
    .min(
      ACTIVITY_RETENTION_MIN_DAYS,
      keyed(
        'settings:check.retentionMin',
        `Keep the log at least ${ACTIVITY_RETENTION_MIN_DAYS} days`,
        { min: String(ACTIVITY_RETENTION_MIN_DAYS) },
      ),
    )
    .max(
      ACTIVITY_RETENTION_MAX_DAYS,
      keyed(
        'settings:check.retentionMax',
        `Keep the log at most ${ACTIVITY_RETENTION_MAX_DAYS} days`,
        { max: String(ACTIVITY_RETENTION_MAX_DAYS) },
      ),
    ),
  /** Whether listeners see the finalized weeks (public pages, API, feeds: DESIGN.md D14). */
  publishSchedule: z.boolean(),
  /**
   * The station's zone (IANA): the wall clock of its slots, and what decides today, the current
   * week and what is past, for every reader (decision 0054).
   */
  stationTimeZone: z
    .string()
    .refine(isKnownTimeZone, keyed('settings:check.zone', 'Choose a time zone from the list')),
  /**
   * Whether a show late on Saturday may run on into the next week's Sunday ("(cont.)") instead of
   * being cut at the week's end, the spec's rule and the default (decision 0057).
   */
  overnightContinues: z.boolean(),
  /** The station's one name: the app header, e-mails, print and the public pages. */
  stationName: z
    .string()
    .trim()
    .min(1, keyed('settings:check.nameRequired', 'Enter the station name'))
    .max(
      STATION_NAME_MAX,
      keyed('settings:check.maxCharacters', `At most ${STATION_NAME_MAX} characters`, {
        max: String(STATION_NAME_MAX),
      }),
    ),
  /** "#0a7c86": the colour of the public pages' accents. */
  accentColor: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, keyed('settings:check.colour', 'Enter a colour such as #0a7c86')),
  /** The station's logo: an uploaded image (/media/…) or a web address; empty for none. */
  logoUrl: imageUrlField,
  /** Which DJ contact fields listeners see; none by default. */
  publicDjFields: z
    .array(z.enum(PUBLIC_DJ_FIELDS))
    .max(PUBLIC_DJ_FIELDS.length)
    .transform((list) => [...new Set(list)]),
  /** Fill-ins (issue 33): any eligible DJ takes one at once, or a manager approves each take. */
  fillInPolicy: z.enum(FILL_IN_POLICIES),
  /** Hours before an unfilled airing when its request escalates to the managers (1–336). */
  fillInLeadHours: z
    .number(keyed('settings:check.leadNumber', 'Enter a number of hours'))
    .int(keyed('settings:check.leadWhole', 'Enter a whole number of hours'))
    .min(FILL_IN_LEAD_HOURS.min, keyed('settings:check.leadMin', 'At least 1 hour'))
    .max(FILL_IN_LEAD_HOURS.max, keyed('settings:check.leadMax', 'At most 336 hours (two weeks)')),
  /** The shortest empty stretch the grid hatches and Finalize questions (decision 0070). */
  gapMinimumMinutes: z
    .number(keyed('settings:check.gapLength', 'Choose a length'))
    .int(GAP_STEP)
    .min(GAP_MINIMUM.min, keyed('settings:check.gapMin', 'At least 15 minutes'))
    .max(GAP_MINIMUM.max, keyed('settings:check.gapMax', 'At most 6 hours'))
    .multipleOf(GAP_MINIMUM.step, GAP_STEP),
  /** Finalizing a week with gaps: allowed (the spec), confirmed first, or refused. */
  unfilledFinalizeRule: z.enum(UNFILLED_FINALIZE_RULES),
  /** "Between shows": what listeners see during gaps of finalized weeks; no name, nothing. */
  fallbackName: z
    .string()
    .trim()
    .max(
      FALLBACK_NAME_MAX,
      keyed('settings:check.maxCharacters', `At most ${FALLBACK_NAME_MAX} characters`, {
        max: String(FALLBACK_NAME_MAX),
      }),
    ),
  fallbackDescription: z
    .string()
    .trim()
    .max(
      FALLBACK_DESCRIPTION_MAX,
      keyed('settings:check.maxCharacters', `At most ${FALLBACK_DESCRIPTION_MAX} characters`, {
        max: String(FALLBACK_DESCRIPTION_MAX),
      }),
    ),
  fallbackImageUrl: imageUrlField,
  /** Reports (issue 36): every member may open them, read-only; otherwise managers only. */
  reportsOpenToMembers: z.boolean(),
  /** The paper the report's PDF is laid out for. */
  reportPaperSize: z.enum(REPORT_PAPER_SIZES),
  /** The public pages' language when a visitor's browser asks for none of ours (issue 37). */
  stationLanguage: z.enum(
    LANGUAGES,
    keyed('settings:check.language', 'Choose a language from the list'),
  ),
});
export type StationSettings = z.infer<typeof stationSettingsSchema>;
export const stationSettingsChangeSchema = stationSettingsSchema.partial();
export type StationSettingsChange = z.infer<typeof stationSettingsChangeSchema>;
