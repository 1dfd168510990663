/**
 * POST /database/policyConvert (spec 000 §4, §7): a 1.4 export converted to this version's policy sections
 * (see sdk/api/policy-convert.ts for both shapes). Any signed-in user may convert: nothing is read or written.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  exportVersion,
  needsConversion,
  POLICY_CONVERT_MESSAGES,
  POLICY_CONVERT_PATH,
  policyConvertSchema,
  type PolicyConvertAnswer,
  type PolicyConvertRequest,
} from '@fathom/sdk/api/policy-convert';
import { SERVER_SETTINGS_DEFAULTS, serverSettingsError } from '@fathom/sdk/api/tasks';
import type { RouteModuleContribution } from '@fathom/sdk/server';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A 1.4 section: its own values, 'inherited' when it follows its parent, or absent. */
function section(v: unknown): { inherited: true } | { values: unknown } | null {
  if (!isObject(v)) return null;
  if (v.inherited === true) return { inherited: true };
  return 'values' in v ? { values: v.values } : null;
}

export function convertPolicy14(policy: Record<string, unknown>, appVersion: string): PolicyConvertAnswer {
  const from = exportVersion(policy) ?? '';
  if (!needsConversion(policy)) throw new ApiError(ERROR_NAMES.validation, POLICY_CONVERT_MESSAGES.notConverted(from), undefined, { field: 'policy' });
  const notes: string[] = [];
  const time = (policy.exportInfo as { time?: unknown }).time;
  const out: PolicyConvertAnswer['policy'] = {
    exportInfo: { time: typeof time === 'string' ? time : new Date().toISOString(), appVersion, convertedFrom: from },
  };

  const sources = section(policy.sources);
  if (sources && 'values' in sources) {
    const v = sources.values;
    const services = Array.isArray(v) ? v : isObject(v) && Array.isArray(v.services) ? v.services : null;
    if (services) out.sources = { services };
  }

  const classifications = section(policy.classifications);
  if (classifications && 'inherited' in classifications) out.classifications = { inherited: true, values: [] };
  else if (classifications && Array.isArray(classifications.values)) out.classifications = { inherited: false, values: classifications.values };

  // scan and advanced held what this version keeps as server settings.
  const scan = section(policy.scan);
  const advanced = section(policy.advanced);
  if (scan || advanced) {
    const values: Record<string, unknown> = {};
    for (const s of [scan, advanced]) {
      if (!s || !('values' in s) || !isObject(s.values)) continue;
      for (const [key, value] of Object.entries(s.values)) {
        if (!(key in SERVER_SETTINGS_DEFAULTS)) continue; // 1.4 kept UI state beside the settings
        const why = serverSettingsError({ [key]: value });
        if (why) notes.push(POLICY_CONVERT_MESSAGES.settingLeftOut(key, why));
        else values[key] = value;
      }
    }
    const ownValues = (scan && 'values' in scan) || (advanced && 'values' in advanced);
    if (Object.keys(values).length) out.settings = { values };
    else if (!ownValues) out.settings = { inherited: true };
  }

  // actions held the policy rule as this version does ({values: {rule}}); the import checks it as any rule saved.
  const actions = section(policy.actions);
  if (actions && 'inherited' in actions) out.actions = { inherited: true };
  else if (actions && isObject(actions.values) && (actions.values.rule === null || isObject(actions.values.rule)))
    out.actions = { inherited: false, values: { rule: actions.values.rule } };
  else if ('actions' in policy) notes.push(POLICY_CONVERT_MESSAGES.sectionLeftOut('actions'));

  if ('targets' in policy) notes.push(POLICY_CONVERT_MESSAGES.sectionLeftOut('targets'));
  return { policy: out, notes };
}

export const policyConvertRoutes: RouteModuleContribution = {
  id: 'policy-convert',
  routes: [
    {
      method: 'POST',
      path: POLICY_CONVERT_PATH,
      schema: policyConvertSchema,
      async handler(payload: PolicyConvertRequest, call) {
        return convertPolicy14(payload.policy, call.platform.publicSettings.current().version);
      },
    },
  ],
};
