/**
 * Policy → Encryption: POST /encryption/validate derives the key of a name and passphrase (scrypt, a new salt)
 * and answers its hash and its token (the key wrapped by the master key); GET /encryption/generate proposes a
 * passphrase; PID_ENCRYPTION keeps the policy's key (writing needs 'pol') and reads back its name and hash only.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  ENCRYPTION_PATHS,
  ENCRYPTION_PROPERTY,
  encryptionValidateSchema,
  type EncryptionGenerateAnswer,
  type EncryptionKeyInfo,
  type EncryptionKeySet,
  type EncryptionValidateAnswer,
  type EncryptionValidatePayload,
} from '@fathom/sdk/api/encryption';
import type { PropertyHandler, RouteModuleContribution } from '@fathom/sdk/server';
import { deriveContentKey, unwrapContentKey, wrapContentKey } from '@fathom/sdk/server/store-format';

export const encryptionRoutes: RouteModuleContribution = {
  id: 'encryption',
  routes: [
    {
      method: 'POST',
      path: ENCRYPTION_PATHS.validate,
      schema: encryptionValidateSchema,
      handler: async (payload: EncryptionValidatePayload, { platform }): Promise<EncryptionValidateAnswer> => {
        const key = await deriveContentKey(payload.passphrase);
        return { valid: true, name: payload.name, hash: key.id, token: wrapContentKey(platform.secrets, payload.name, key) };
      },
    },
    {
      method: 'GET',
      path: ENCRYPTION_PATHS.generate,
      handler: async (): Promise<EncryptionGenerateAnswer> => ({ passphrase: randomBytes(18).toString('base64url') }),
    },
  ],
};

const invalidKey = (message: string) => new ApiError(ERROR_NAMES.validation, message, undefined, { field: 'property' });

export const encryptionHandler: PropertyHandler = {
  propertyId: ENCRYPTION_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx): Promise<EncryptionKeyInfo> {
    const own = await ctx.platform.properties.read<EncryptionKeySet>(ctx.ownerId, ENCRYPTION_PROPERTY);
    if (!own) throw new ApiError(ERROR_NAMES.propertyNotFound, `${ctx.objectId} has no encryption key.`);
    return { name: own.name, hash: own.hash };
  },
  async set(ctx, value): Promise<EncryptionKeyInfo> {
    const v = (value ?? {}) as Partial<EncryptionKeySet>;
    if (typeof v.token !== 'string' || !v.token) throw invalidKey('Validate the name and passphrase first: the key token is missing.');
    let key;
    try {
      key = unwrapContentKey(ctx.platform.secrets, v.token);
    } catch {
      throw invalidKey('The key token was not made by this platform.');
    }
    const stored: EncryptionKeySet = { name: key.name, hash: key.id, token: v.token };
    await ctx.platform.properties.write(ctx.ownerId, ENCRYPTION_PROPERTY, stored);
    return { name: stored.name, hash: stored.hash };
  },
};
