/** Validation rules (spec 000 §5), written once with yup and used by forms and the server. */
import * as yup from 'yup';

export const MESSAGES = {
  required: 'Field is required.',
  valueRequired: (value: string) => `${value} is required.`,
  min: (n: number) => `Field must be at least ${n} characters.`,
  max: (n: number) => `Field must be at most ${n} characters.`,
  unique: 'Field must be unique.',
  email: 'Field must be a valid email.',
  phone: 'Phone number is not valid.',
  passwordsMatch: "Passwords don't match.",
  emailOrPhone: 'Email or phone number is required',
  fileFormat: 'Unsupported file format',
  path: 'Field must be a valid path.',
  illegalSymbols: 'Field must not contain $ \\ or /.',
  activationCode: 'Activation code is not valid',
  usernameRequired: 'User name is required.',
  passwordRequired: 'Password is required.',
  password: 'Password must have at least 8 characters, a lowercase and an uppercase letter, a digit and one of @$!%*#?&.',
} as const;

export const NAME_MAX = 256;
export const FORBIDDEN_NAME_CHARS = /[$\\/]/;

/** Object name: required, not blank, max 256, no $ \ / (org unit, rename, installer, worker, user). */
export const objectNameSchema = yup
  .string()
  .required(MESSAGES.required)
  .test('not-blank', MESSAGES.required, v => !!v && v.trim().length > 0)
  .max(NAME_MAX, MESSAGES.max(NAME_MAX))
  .test('illegal-symbols', MESSAGES.illegalSymbols, v => !v || !FORBIDDEN_NAME_CHARS.test(v));

export const loginSchema = yup.object({
  userId: yup.string().trim().required(MESSAGES.usernameRequired),
  password: yup.string().required(MESSAGES.passwordRequired),
  clientName: yup.string().optional(),
});

/**
 * POST /login as the server takes it: credentials (integrated, or a company directory's: provider and state name
 * it) need userId and password; an identity provider's answer (from /login-auto) carries provider, state and the
 * fields of its response instead.
 */
export const loginRequestSchema = yup.object({
  provider: yup.string().optional(),
  userId: yup
    .string()
    .trim()
    .when('response', { is: (r: unknown) => r === undefined || r === null, then: s => s.required(MESSAGES.usernameRequired) }),
  password: yup.string().when('response', { is: (r: unknown) => r === undefined || r === null, then: s => s.required(MESSAGES.passwordRequired) }),
  clientName: yup.string().optional(),
  state: yup.mixed().optional(),
  response: yup
    .mixed<Record<string, string>>()
    .test('object', 'response must be an object of strings.', v => v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v)))
    .optional(),
});

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;
export const passwordSchema = yup.string().required(MESSAGES.required).min(8, MESSAGES.min(8)).matches(PASSWORD_RULE, MESSAGES.password);

/** Activation code: C or U (or A or P) then 4 alphanumerics, then three groups of 5, dash-separated, upper case. */
export const ACTIVATION_CODE = /^[CU][A-Z0-9]{4}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/;
export const ACTIVATION_CODE_DEVICE = /^[AP][A-Z0-9]{4}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/;
export function normaliseActivationCode(code: string): string {
  return code.trim().toUpperCase();
}
export function isValidActivationCode(code: string): boolean {
  const c = normaliseActivationCode(code);
  return ACTIVATION_CODE.test(c) || ACTIVATION_CODE_DEVICE.test(c);
}

/** Path pattern: optional drive letter; rejects < > : " | ? * (beyond the drive colon). */
export function isValidPath(path: string): boolean {
  const rest = path.replace(/^[A-Za-z]:/, '');
  return path.length > 0 && !/[<>:"|?*]/.test(rest);
}

/** An e-mail address as the forms accept it (one address, nothing around it). */
export function isEmailAddress(text: string): boolean {
  return yup.string().required().email().isValidSync(text);
}

/** Validates synchronously and returns the first message, or null. */
export function firstError(schema: yup.Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (e) {
    return (e as yup.ValidationError).message;
  }
}
