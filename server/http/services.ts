/**
 * The service types of the platform (spec 001 §7): GET /services/dynamicForms answers each type's form (fields the
 * licence does not allow removed); PUT /services/validate ('Test connection') has the type's connector connect and
 * list the root, and answers the named failure when it cannot (HostUnreachable, AccessDenied, NoSuchBucket...).
 */
import { ApiError, ERROR_NAMES, type Licence } from '@fathom/sdk/api';
import { normalisePolicyPath, pathStyleOf, type ServiceTypeDescriptor, type SourceService, type SourcesProperty } from '@fathom/sdk/api/policy';
import {
  SERVICE_ERRORS,
  SERVICE_PATHS,
  serviceValidateSchema,
  validateParameters,
  type DynamicForm,
  type DynamicFormsAnswer,
  type ServiceValidateAnswer,
} from '@fathom/sdk/api/services';
import { openServiceSecrets, sealServiceSecrets, Sources, Targets, type SourceConnector, type TargetConnector } from '@fathom/sdk/server';
import { storePathError } from '@fathom/sdk/api/service-forms';
import { serviceTypes } from '../tasks/sources';
import { routeWithSchema, sessionOf, type RouteModule, type ServerContext } from './context';
import { readLicence } from './properties/license';
import { readProperty } from './properties/store';
import { noPermission } from '../tree/access';

/** How long a connection test may take before it is called unreachable. */
export const VALIDATE_TIMEOUT_MS = 20_000;

export function dynamicForm(t: ServiceTypeDescriptor, licence: Licence | undefined): DynamicForm {
  const allowed = (t.fields ?? []).filter(f => !f.licence || !licence || licence[f.licence] !== false);
  return {
    type: t.type,
    title: t.title ?? t.type,
    modes: [...t.modes],
    pathStyle: t.pathStyle,
    schema: { fields: allowed.map(f => ({ ...f })) },
    ui: { order: allowed.map(f => f.key), secrets: allowed.filter(f => f.kind === 'secret').map(f => f.key) },
  };
}

async function testConnection(server: ServerContext, service: SourceService, nodeId: string, signal: AbortSignal): Promise<ServiceValidateAnswer> {
  const types = serviceTypes();
  const writes = (service.mode ?? 'Source') !== 'Source';
  // A service written to is tested by its target connector (can the store path be written?), a source by its source connector.
  const connector = writes
    ? server.extensions.list(Targets).find(c => c.type === service.type)
    : server.extensions.list(Sources).find(c => c.type === service.type);
  if (!connector?.validate)
    throw new ApiError(SERVICE_ERRORS.notSupported, `A ${service.type} service cannot be tested here: no connector of that type offers a connection test.`);
  const described = types.find(t => t.type === service.type);
  const parameters = service.parameters && typeof service.parameters === 'object' ? service.parameters : {};
  // A secret the form shows as set is the stored one of the same service on the node.
  const stored = (await readProperty<SourcesProperty>(server.store, nodeId, 'PID_SOURCES'))?.services ?? [];
  const [sealed] = sealServiceSecrets([{ ...service, parameters }], stored, types, server.platform.secrets);
  const [opened] = openServiceSecrets([sealed], types, server.platform.secrets);
  const errors = validateParameters(described?.fields ?? [], opened.parameters, service.mode ?? 'Source');
  if (writes && described?.fields?.some(f => f.key === 'storePath') && !errors.storePath) {
    const store = storePathError(opened.parameters, service.mode);
    if (store) errors.storePath = store;
  }
  const first = Object.keys(errors)[0];
  if (first) throw new ApiError(ERROR_NAMES.validation, `parameters.${first}: ${errors[first]}`, undefined, { field: `parameters.${first}` });
  const style = pathStyleOf(types, service.type);
  const include = (Array.isArray(service.include) ? service.include : [])
    .filter(i => typeof i?.path === 'string' && i.path.trim())
    .map(i => normalisePolicyPath(i.path, style));
  const timeout = AbortSignal.timeout(VALIDATE_TIMEOUT_MS);
  const both = AbortSignal.any([signal, timeout]);
  try {
    const { entries } = writes
      ? await (connector as TargetConnector).validate!(opened.parameters, both)
      : await (connector as SourceConnector).validate!(opened.parameters, include, both);
    return { ok: true, entries: entries.slice(0, 20) };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (timeout.aborted) throw new ApiError(SERVICE_ERRORS.hostUnreachable, `The service did not answer within ${VALIDATE_TIMEOUT_MS / 1000} seconds.`, 502);
    throw new ApiError(SERVICE_ERRORS.hostUnreachable, `The service could not be reached: ${(err as Error).message}`, 502);
  }
}

export const serviceRoutes: RouteModule = server => [
  {
    method: 'GET',
    path: SERVICE_PATHS.dynamicForms,
    async handler(): Promise<DynamicFormsAnswer> {
      const licence = await readLicence(server.store);
      return { data: { services: serviceTypes().map(t => dynamicForm(t, licence)) } };
    },
  },
  routeWithSchema({
    method: 'PUT',
    path: SERVICE_PATHS.validate,
    schema: serviceValidateSchema,
    handler: async (payload, call) => {
      const session = sessionOf(call);
      const nodeId = server.tree.resolveId(session, payload.objectId || 'HOME');
      const row = await server.tree.reachableRow(session, nodeId);
      // Testing reaches out from the platform with the node's secrets: the same right as editing its policy.
      if (!(await server.tree.access.codesOn(session, row)).includes('pol')) throw noPermission('You need the policy right on this node to test a service.');
      return testConnection(server, payload.service as SourceService, row.object_id, call.signal);
    },
  }),
];
