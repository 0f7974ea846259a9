import { EMAIL_PATTERN, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { type ToastText, VALIDATION } from './messages.js';

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * §5 Sign-up validation, checked in the spec's order; returns the toast to show, or
 * null when the input passes. First and last name are required by the form, not here.
 */
export function validateSignUp({ email, password, confirmPassword }: SignUpInput): ToastText | null {
  if (!email.trim() || !password || !confirmPassword) return VALIDATION.missingFields;
  if (!isValidEmail(email)) return VALIDATION.invalidEmail;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordTooShort;
  if (password !== confirmPassword) return VALIDATION.passwordsDontMatch;
  return null;
}

/** §5 Reset password: the two passwords must match; decisions.md adds the 8-character minimum. */
export function validateResetPassword(password: string, confirmPassword: string): ToastText | null {
  if (password !== confirmPassword) return VALIDATION.resetPasswordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordTooShort;
  return null;
}

/** §5: text, @, text, dot, text. */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** §5 OTP: numeric, length 6. */
export const isValidOtp = (otp: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

/** Keeps only digits and cuts to the OTP length, for a numeric input. */
export const sanitizeOtp = (input: string): string => input.replace(/\D/g, '').slice(0, OTP_LENGTH);
