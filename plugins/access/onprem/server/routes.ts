/**
 * POST /onprem/register (public; spec 000 §7): on an on-premises platform that is not activated, names the
 * platform (its top node), makes the registering person its administrator (user id = e-mail, every permission
 * on the platform, like the root user) and activates the platform. Refused with a named error on any other
 * platform (NotOnPremises) and once the platform is registered (PlatformAlreadyRegistered).
 */
import { ApiError, ERROR_NAMES, PERMISSION_CODES } from '@fathom/sdk/api';
import {
  ONPREM_ERROR_NAMES,
  ONPREM_MESSAGES,
  ONPREM_PATHS,
  onPremRegisterSchema,
  type OnPremRegisterAnswer,
  type OnPremRegisterRequest,
} from '@fathom/sdk/api/onprem';
import type { PeopleAdministration, PlatformAccess, RouteDefinition, RouteModuleContribution } from '@fathom/sdk/server';
import { claimRegistration, completeRegistration, releaseRegistration } from './registration';

export interface OnPremDeps {
  people: PeopleAdministration;
  platform: PlatformAccess;
}

export const isOnPremPlatform = (platform: PlatformAccess) => platform.publicSettings.current().mode === 'onprem';

export function onPremRoutes(services: (platform: PlatformAccess) => OnPremDeps): RouteModuleContribution {
  const register: RouteDefinition<OnPremRegisterRequest> = {
    method: 'POST',
    path: ONPREM_PATHS.register,
    public: true,
    schema: onPremRegisterSchema,
    async handler(payload, call): Promise<OnPremRegisterAnswer> {
      if (!isOnPremPlatform(call.platform)) throw new ApiError(ONPREM_ERROR_NAMES.notOnPrem, ONPREM_MESSAGES.notOnPrem, 404);
      const { people } = services(call.platform);
      const db = call.platform.store.db;
      if (!(await claimRegistration(db, Date.now()))) throw new ApiError(ONPREM_ERROR_NAMES.alreadyRegistered, ONPREM_MESSAGES.alreadyRegistered, 409);
      let createdId: string | undefined;
      try {
        const root = await people.platformRoot();
        if (!root) throw new ApiError(ERROR_NAMES.conflict, 'The platform has no top node to register.');
        const user = await people.createObject(root.rootUser, {
          object: { parentId: root.objectId, name: payload.userId, classId: 'user' },
          options: { userId: payload.userId, email: payload.userId, password: payload.password, activated: true },
        });
        createdId = user.objectId;
        await people.grant(root.objectId, user.objectId, PERMISSION_CODES);
        await people.renamePlatform(payload.platformName);
        await completeRegistration(db, user.objectId);
        return { platformName: payload.platformName.trim(), userId: payload.userId, userObjectId: user.objectId };
      } catch (e) {
        // Registration stays open when the administrator could not be made (e.g. a user id already taken).
        if (createdId) {
          const root = await people.platformRoot();
          if (root) await people.deleteObject(root.rootUser, createdId).catch(() => undefined);
        }
        await releaseRegistration(db);
        throw e;
      }
    },
  };
  return { id: 'access-onprem', routes: [register] };
}
