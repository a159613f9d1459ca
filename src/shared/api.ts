import type { SignupPolicy } from './team/station-settings';
import type { Language } from './i18n/languages';

/** The JSON error body every refusal carries (DESIGN.md §4). */
export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    /** Field path (dot-joined) to its first message, for 422 answers. */
    fields?: Record<string, string>;
  };
};

/** What GET /api/config answers; the web app reads it before anything else. */
export type PublicConfig = {
  /** The station's zone (Station Settings → Station). */
  stationTimeZone: string;
  /**
   * Station Settings → Station language: the app's language for a member who chose none and
   * whose browser asks for none of ours. Absent while the database is away.
   */
  stationLanguage?: Language;
  /** The station's name for the app header and print; absent while the database is away. */
  stationName?: string;
  version: string;
  /** True when mail waits in the local mailbox and this browser may open it there. */
  outboxMail: boolean;
  /**
   * Who may join (station settings): the auth modal's "Sign up" explains an invite-only station
   * instead of offering a form that would be refused. Absent while the database is away.
   */
  signupPolicy?: SignupPolicy;
};

/** An uploaded image, as POST /api/media answers. */
export type UploadedImage = { url: string };
