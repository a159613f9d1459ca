/**
 * The account texts not yet in the catalogs: the loading screen's, shown before the language is
 * known (the sign-in, sign-up and welcome texts are in the `auth` namespace, decision 0074).
 */
export const LOADING_APP_TEXT = 'Loading Radio Station...';

/**
 * Profile texts not yet in the catalogs (`profile` namespace, decision 0074): the server's
 * refusals of a language or clock it does not offer, and the image field's hint, shared with
 * the show and DJ forms.
 */
export const PROFILE_TEXTS = {
  languageInvalid: 'Please choose one of the languages offered',
  timeFormatInvalid: 'Please choose the 24-hour or the 12-hour clock',
  avatarHint: 'JPEG, PNG, or GIF (max 5MB)',
} as const;
