import type { Language } from './languages';
import type activityCatalog from './locales/en/activity.json';
import type apiCatalog from './locales/en/api.json';
import type authCatalog from './locales/en/auth.json';
import type awayCatalog from './locales/en/away.json';
import type backupsCatalog from './locales/en/backups.json';
import type categoriesCatalog from './locales/en/categories.json';
import type commonCatalog from './locales/en/common.json';
import type dashboardCatalog from './locales/en/dashboard.json';
import type errorsCatalog from './locales/en/errors.json';
import type exchangeCatalog from './locales/en/exchange.json';
import type feedsCatalog from './locales/en/feeds.json';
import type fillInsCatalog from './locales/en/fillIns.json';
import type fillInsServerCatalog from './locales/en/fillInsServer.json';
import type libraryCatalog from './locales/en/library.json';
import type mailCatalog from './locales/en/mail.json';
import type myShowsCatalog from './locales/en/myShows.json';
import type notificationsCatalog from './locales/en/notifications.json';
import type profileCatalog from './locales/en/profile.json';
import type publicCatalog from './locales/en/public.json';
import type reportsCatalog from './locales/en/reports.json';
import type scheduleCatalog from './locales/en/schedule.json';
import type seasonsCatalog from './locales/en/seasons.json';
import type seriesCatalog from './locales/en/series.json';
import type settingsCatalog from './locales/en/settings.json';
import type shellCatalog from './locales/en/shell.json';
import type teamCatalog from './locales/en/team.json';
import type webhooksCatalog from './locales/en/webhooks.json';
import type weekHistoryCatalog from './locales/en/weekHistory.json';

/**
 * The message catalogs (decision 0074): one JSON file per language per namespace,
 * `locales/<language>/<namespace>.json`, flat keys. A namespace is a surface of the product
 * (`public`: the listeners' pages and embeds; `errors`: the API's refusals; `mail`: the e-mails;
 * `shell`, `profile` and `dashboard`: the signed-in app's frame, Profile Settings and the Schedule
 * Dashboard; `team` and `settings`: the Team page and Station Settings); each feature that moves to catalogs adds its own.
 * English is the reference: its keys type every `t()` call, and the catalog check
 * (catalogs.test.ts) holds every other language to exactly its keys.
 */
export const NAMESPACES = [
  'public',
  'errors',
  'mail',
  'shell',
  'profile',
  'dashboard',
  'backups',
  'webhooks',
  'reports',
  'fillIns',
  'fillInsServer',
  'api',
  'library',
  'categories',
  'common',
  'series',
  'seasons',
  'team',
  'settings',
  'schedule',
  'auth',
  'myShows',
  'notifications',
  'away',
  'feeds',
  'activity',
  'weekHistory',

  'exchange',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Each namespace's messages, typed by the English catalog. */
export type CatalogOf = {
  public: typeof publicCatalog;
  errors: typeof errorsCatalog;
  mail: typeof mailCatalog;
  shell: typeof shellCatalog;
  profile: typeof profileCatalog;
  dashboard: typeof dashboardCatalog;
  backups: typeof backupsCatalog;
  webhooks: typeof webhooksCatalog;
  reports: typeof reportsCatalog;
  fillIns: typeof fillInsCatalog;
  fillInsServer: typeof fillInsServerCatalog;
  api: typeof apiCatalog;
  library: typeof libraryCatalog;
  categories: typeof categoriesCatalog;
  common: typeof commonCatalog;
  series: typeof seriesCatalog;
  seasons: typeof seasonsCatalog;
  team: typeof teamCatalog;
  settings: typeof settingsCatalog;
  schedule: typeof scheduleCatalog;
  auth: typeof authCatalog;
  myShows: typeof myShowsCatalog;
  notifications: typeof notificationsCatalog;
  away: typeof awayCatalog;
  feeds: typeof feedsCatalog;
  activity: typeof activityCatalog;
  weekHistory: typeof weekHistoryCatalog;

  exchange: typeof exchangeCatalog;
};
export type Catalog = Record<string, string>;

/** "public:onAirNow": a namespace and one of its keys, as every `t()` call names a message. */
export type MessageKey = {
  [N in Namespace]: `${N}:${Extract<keyof CatalogOf[N], string>}`;
}[Namespace];

/**
 * One language's catalog of one namespace, imported when first asked for: only the languages
 * somebody reads are loaded (a bundler splits each file into its own chunk).
 */
export async function loadCatalog(language: Language, namespace: Namespace): Promise<Catalog> {
  const module = (await import(`./locales/${language}/${namespace}.json`)) as {
    default: Catalog;
  };
  return module.default;
}
