/**
 * The access rules that check a phone number (by libphonenumber-js, as the create-user form does): imported by
 * path, not through the sdk/api barrel, so the sign-in page never loads the phone metadata.
 */
import * as yup from 'yup';
import { isValidPhone } from './people';
import { MESSAGES } from './validation';

/** Forgot account name: a valid e-mail, or a phone number; one of them required. */
export const forgotUserIdSchema = yup
  .object({
    email: yup.string().trim().email(MESSAGES.email).optional(),
    phone: yup
      .string()
      .trim()
      .optional()
      .test('phone', MESSAGES.phone, v => !v || isValidPhone(v)),
  })
  .test('email-or-phone', MESSAGES.emailOrPhone, v => !!(v && (v.email || v.phone)));

/** The signed-in user's own e-mail and phone (spec 000 §5 user rules: valid e-mail, valid phone, one of them). */
export const ownContactSchema = yup
  .object({
    email: yup.string().trim().email(MESSAGES.email).optional(),
    phone: yup
      .string()
      .trim()
      .optional()
      .test('phone', MESSAGES.phone, v => !v || isValidPhone(v)),
  })
  .test('email-or-phone', MESSAGES.emailOrPhone, v => !!(v && (v.email || v.phone)));
