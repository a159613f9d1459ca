/**
 * The fill-in text not yet in a catalog (issue 33, decision 0066): the ask item of a show's menu
 * on the schedule. The Fill-ins page, the server's refusals and the e-mails read the `fillIns` and
 * `fillInsServer` catalogs, the activity sentences live with the other phrase maps
 * (shared/activity/fill-in-phrases.ts) (decision 0074).
 */
export const FILL_IN_TEXTS = {
  askItem: 'Ask for a fill-in',
} as const;
