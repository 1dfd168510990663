/**
 * What may be created where (spec 000 §4 "Node actions by class", §5 "Create user"), shared by the console's
 * add dialogs and POST /database/object.
 */
import * as yup from 'yup';
import { classKind } from './classes';
import { NODE_ACTIONS, type NodeActionId, type PermissionCode } from './permissions';
import { MESSAGES, objectNameSchema, passwordSchema } from './validation';

/** The node action that creates each class. Users, groups and contacts are administered (adm) rather than added. */
const CREATED_BY: Record<string, NodeActionId> = {
  client: 'addOrganisation',
  orgunit: 'addOrgunit',
  appliance: 'addAppliance',
  appagt: 'addAppagt',
  appunit: 'addAppunit',
  agent: 'addAgent',
  static_worker: 'addStaticWorker',
};
/** Classes that hold users, groups and contacts (every tree node that is not an index entry, user or worker). */
export const PRINCIPAL_HOME_CLASSES = ['root', 'platform', 'client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt'];
export const PRINCIPAL_CLASSES = ['user', 'group', 'contact'];

/** Why a child of this class cannot be created under a parent of that class, or null when it can. */
export function creationRefusal(parentClassId: string, childClassId: string): string | null {
  const child = classKind(childClassId);
  const parent = classKind(parentClassId);
  if (PRINCIPAL_CLASSES.includes(child)) {
    return PRINCIPAL_HOME_CLASSES.includes(parent) ? null : `A ${child} cannot be created under a ${parent}.`;
  }
  const action = CREATED_BY[child];
  if (!action) return `Objects of class ${childClassId} cannot be created here.`;
  return (NODE_ACTIONS[action].classes as readonly string[]).includes(parent) ? null : `A ${parent} cannot hold a ${child}.`;
}

/** Alternative code sets that allow creating the class (any one set suffices). */
export function creationNeeds(childClassId: string): PermissionCode[][] {
  const child = classKind(childClassId);
  if (PRINCIPAL_CLASSES.includes(child)) return [['adm']];
  const action = CREATED_BY[child];
  return action ? NODE_ACTIONS[action].needs.map(set => [...set]) : [];
}

/** A phone number as typed: optional +, digits with spaces, dots, dashes or parentheses; 6 to 15 digits. */
export function isPlausiblePhone(phone: unknown): boolean {
  const text = typeof phone === 'string' ? phone : phone && typeof phone === 'object' ? String((phone as { number?: unknown }).number ?? '') : '';
  if (!/^\+?[0-9 .()-]{6,24}$/.test(text.trim())) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** The user-specific part of a create-user call (spec 000 §5 Create user), without the form-only confirmation. */
export const createUserOptionsSchema = yup
  .object({
    email: yup.string().trim().email(MESSAGES.email).optional(),
    phone: yup
      .mixed<string | { number: string; countryCode?: string }>()
      .optional()
      .test('phone', MESSAGES.phone, v => v === undefined || v === null || v === '' || isPlausiblePhone(v)),
    activated: yup.boolean().optional(),
    userId: yup.string().when('activated', {
      is: true,
      then: s =>
        s
          .required(MESSAGES.usernameRequired)
          .test('not-blank', MESSAGES.usernameRequired, v => !!v && v.trim().length > 0)
          .test('no-slash', 'A user id must not contain /.', v => !v || !v.includes('/'))
          .max(256, MESSAGES.max(256)),
      otherwise: s => s.optional(),
    }),
    password: yup.string().when('activated', { is: true, then: () => passwordSchema, otherwise: s => s.optional() }),
  })
  .test('email-or-phone', MESSAGES.emailOrPhone, v => !!(v && ((v.email && v.email.trim()) || (v.phone && isPlausiblePhone(v.phone)))));

export const createUserNameSchema = objectNameSchema;
