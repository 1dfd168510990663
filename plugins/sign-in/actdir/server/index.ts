/** Company directory sign-in (provider actdir): LDAP or LDAPS, groups mapped to roles. */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { defineServerPlugin, SignInProviders } from '@fathom/sdk/server';
import { ACTDIR_PROVIDER, actdirParametersSchema, type ActdirParameters } from '../api';
import { verifyWithDirectory } from './directory';

export default defineServerPlugin({
  id: 'sign-in-actdir',
  register(r) {
    r.contribute(SignInProviders, {
      provider: ACTDIR_PROVIDER,
      kind: 'credentials',
      secretParameters: ['bindPassword'],
      validate(parameters) {
        try {
          return actdirParametersSchema.validateSync(parameters, { abortEarly: true, stripUnknown: true }) satisfies ActdirParameters as unknown as Record<
            string,
            unknown
          >;
        } catch (e) {
          const err = e as { message: string; path?: string };
          throw new ApiError(ERROR_NAMES.validation, err.message, undefined, { field: err.path });
        }
      },
      verify: (method, credentials) => verifyWithDirectory(method.parameters as unknown as ActdirParameters, credentials.userId, credentials.password),
    });
  },
});
