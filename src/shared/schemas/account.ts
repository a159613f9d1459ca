import { z } from 'zod';
import { emailField, imageUrlField, passwordField, timeZoneField, usernameField } from './fields';

const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** Setting a new password, on /reset-password and on the Password & Security tab. */
export const newPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const emailChangeSchema = z.object({ newEmail: emailField });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** What the profile form sends; empty strings mean "clear". Unknown fields are refused. */
export const profileUpdateSchema = z.strictObject({
  username: usernameField.optional(),
  avatarUrl: imageUrlField.optional(),
  timezone: timeZoneField.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** A profile as the API returns it. */
export type Profile = {
  id: string;
  username: string | null;
  avatarUrl: string | null;
  timezone: string | null;
  role: string;
  email: string;
  updatedAt: string;
  /** The account's creation time ("member since"). */
  createdAt: string;
};
