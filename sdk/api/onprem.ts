/**
 * On-premises registration (spec 000 §2 On-prem register, §3 Login credentials, §7 /onprem/register): the first
 * person to reach an on-premises platform that is not yet activated names the platform and becomes its
 * administrator (e-mail as user id, password and confirmation). That registration activates the platform; from
 * then on registration is closed and the on-prem sign-in asks for the platform name it set.
 */
import * as yup from 'yup';
import { MESSAGES, objectNameSchema, passwordSchema } from './validation';

export const ONPREM_PATHS = {
  /** POST {platformName, userId, password, passwordConfirm} (public): registers and activates the platform. */
  register: '/onprem/register',
} as const;
export const ONPREM_PAGES = { register: '/on-prem-register', login: '/on-prem-login' } as const;

export const ONPREM_ERROR_NAMES = { alreadyRegistered: 'PlatformAlreadyRegistered', notOnPrem: 'NotOnPremises' } as const;
export const ONPREM_MESSAGES = {
  alreadyRegistered: 'The platform is already registered. Sign in with the platform name and your account.',
  notOnPrem: 'Registration is only for an on-premises platform.',
  registered: (platformName: string) => `The platform ${platformName} is registered. Sign in with its name, your e-mail and your password.`,
} as const;

/** The register form and the route's payload: platform name (object-name rules), e-mail as user id, password twice. */
export const onPremRegisterSchema = yup.object({
  platformName: objectNameSchema.trim(),
  userId: yup.string().trim().required(MESSAGES.valueRequired('E-mail')).email(MESSAGES.email),
  password: passwordSchema,
  passwordConfirm: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], MESSAGES.passwordsMatch),
});
export type OnPremRegisterRequest = yup.InferType<typeof onPremRegisterSchema>;

export interface OnPremRegisterAnswer {
  platformName: string;
  userId: string;
  userObjectId: string;
}
