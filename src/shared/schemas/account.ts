import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { emailField, imageUrlField, passwordField, timeZoneField, usernameField } from './fields';
import { newPasswordField, refuseOwnersIdentity } from './password-rules';
import { invitationTokenField } from './team';
import { LANGUAGES, type Language } from '../i18n/languages';
import { TIME_FORMATS, type TimeFormat } from '../i18n/time-format';

const PASSWORDS_DONT_MATCH = keyed('auth:check.passwordsDiffer', "Passwords don't match");
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Please enter your current password',
  wrong: 'Current password is incorrect',
} as const;

/** The password that proves it is the account's owner asking (e-mail and password change). */
const CURRENT_REQUIRED = keyed(
  'auth:check.currentPasswordRequired',
  CURRENT_PASSWORD_MESSAGES.required,
);
const currentPasswordField = z
  .string(CURRENT_REQUIRED)
  .min(1, CURRENT_REQUIRED)
  .max(128, keyed('auth:check.currentPasswordWrong', CURRENT_PASSWORD_MESSAGES.wrong));

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    ...PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  })
  .superRefine((v, ctx) =>
    refuseOwnersIdentity(v.password, { email: v.email, username: v.username }, ctx),
  );
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What POST /api/auth/sign-up/email accepts: the form's fields under better-auth's names, held
 * to the profile's rules (the name becomes the profile's username). Anything else is refused.
 */
export const signUpRequestSchema = z
  .strictObject({
    name: usernameField.optional(),
    email: emailField,
    password: newPasswordField,
    callbackURL: z.string().max(2048).optional(),
    rememberMe: z.boolean().optional(),
    /** The token of the invitation link the form was opened from (invited sign-ups). */
    invitationToken: invitationTokenField.optional(),
  })
  .superRefine((v, ctx) =>
    refuseOwnersIdentity(v.password, { email: v.email, username: v.name ?? '' }, ctx),
  );

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** Setting a new password, on /reset-password and on the Password & Security tab. */
export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    ...PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** The Password & Security form and POST /api/account/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordField,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    ...PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The Email Settings form and POST /api/account/email. */
export const emailChangeSchema = z.object({
  newEmail: emailField,
  currentPassword: currentPasswordField,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** What the profile form sends; empty strings mean "clear". Unknown fields are refused. */
export const profileUpdateSchema = z.strictObject({
  username: usernameField.optional(),
  avatarUrl: imageUrlField.optional(),
  timezone: timeZoneField.optional(),
  /** Profile Settings → Language; '' returns to the browser's, then the station's. */
  language: z
    .enum(
      ['', ...LANGUAGES],
      keyed('errors:profile.languageInvalid', 'Please choose one of the languages offered'),
    )
    .optional(),
  /** Profile Settings → Time format; '' returns to the language's own. */
  timeFormat: z
    .enum(
      ['', ...TIME_FORMATS],
      keyed('errors:profile.timeFormatInvalid', 'Please choose the 24-hour or the 12-hour clock'),
    )
    .optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** A profile as the API returns it. */
export type Profile = {
  id: string;
  username: string | null;
  avatarUrl: string | null;
  timezone: string | null;
  /** The language the member chose, or null (the browser's if ours, else the station's). */
  language: Language | null;
  /** The clock the member chose, or null (the language and region's own). */
  timeFormat: TimeFormat | null;
  role: string;
  email: string;
  updatedAt: string;
  /** The account's creation time ("member since"). */
  createdAt: string;
};
