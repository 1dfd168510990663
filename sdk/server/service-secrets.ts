/**
 * The secret parameters of services (a type's 'secret' fields, or any parameter named like a secret) at rest:
 * sealed before they are stored, shown as SECRET_SET when read, opened only to hand them to a connector.
 */
import type { ServiceTypeDescriptor, SourceService } from '../api/policy';
import { isSecretParameter, isSecretSet, SECRET_SET } from '../api/services';
import type { SecretBox } from './secret-box';

function fieldsOf(types: readonly ServiceTypeDescriptor[], type: string) {
  return types.find(t => t.type === type)?.fields;
}

function mapSecrets(s: SourceService, types: readonly ServiceTypeDescriptor[], f: (value: unknown, key: string) => unknown): SourceService {
  const params = s.parameters ?? {};
  const fields = fieldsOf(types, s.type);
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || !isSecretParameter(fields, key)) continue;
    out ??= { ...params };
    out[key] = f(value, key);
  }
  return out ? { ...s, parameters: out } : s;
}

/**
 * Seals every secret parameter given in clear. A SECRET_SET marker keeps the stored value of the same service
 * (by name, else the same place and type in `previous`); with none stored, the parameter is dropped.
 */
export function sealServiceSecrets(
  services: readonly SourceService[],
  previous: readonly SourceService[],
  types: readonly ServiceTypeDescriptor[],
  box: SecretBox,
): SourceService[] {
  return services.map((s, i) => {
    const before = previous.find(p => p.name === s.name && p.type === s.type) ?? (previous[i]?.type === s.type ? previous[i] : undefined);
    const sealed = mapSecrets(s, types, (value, key) => {
      if (isSecretSet(value)) return before?.parameters?.[key];
      return box.seal(typeof value === 'string' ? value : JSON.stringify(value));
    });
    const params = Object.fromEntries(Object.entries(sealed.parameters ?? {}).filter(([, v]) => v !== undefined));
    return { ...sealed, parameters: params };
  });
}

/** What a read answers: every stored secret replaced by SECRET_SET. */
export function maskServiceSecrets(services: readonly SourceService[], types: readonly ServiceTypeDescriptor[]): SourceService[] {
  return services.map(s => mapSecrets(s, types, () => SECRET_SET));
}

/** The parameters a connector is handed: secrets opened (a value stored before sealing existed is taken as it is). */
export function openServiceSecrets(services: readonly SourceService[], types: readonly ServiceTypeDescriptor[], box: SecretBox): SourceService[] {
  return services.map(s => mapSecrets(s, types, value => (typeof value === 'string' && value.startsWith('sealed:') ? box.open(value) : value)));
}
