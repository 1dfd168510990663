/**
 * PID_LICENSE: the platform's licence record, stored on the root object at bootstrap. Every signed-in user may
 * read it (the licence gate shows its texts); only a holder of adm on the root object may replace it.
 */
import type { Licence } from '@fathom/sdk/api';
import type { Store } from '../../store/db';
import { getSetting, SETTING_KEYS } from '../../store/settings';
import { noPermission } from '../../tree/access';
import { invalid } from '../payload';
import { END_USER_LICENCE, SAAS_AGREEMENT } from './license-texts';
import { registerPropertyHandler } from './registry';
import { propertyNotFound, readProperty, writeProperty } from './store';

/** The record written at the first start: every feature on, no limit on aggregators. */
export function defaultLicence(): Licence {
  return {
    type: 'Enterprise',
    enableSign: true,
    enableIndex: true,
    enableClassification: true,
    enableOCR: true,
    enableAutomaticDataActions: true,
    enablePermissions: true,
    enableArtificialIntelligence: true,
    enableReporting: true,
    allowedAggregators: 0,
    license: END_USER_LICENCE,
    saasAgreement: SAAS_AGREEMENT,
  };
}

const FLAGS = [
  'enableSign',
  'enableIndex',
  'enableClassification',
  'enableOCR',
  'enableAutomaticDataActions',
  'enablePermissions',
  'enableArtificialIntelligence',
] as const;

export function validateLicence(value: unknown): Licence {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid('PID_LICENSE must be an object.', 'property');
  const v = value as Record<string, unknown>;
  for (const f of FLAGS) if (typeof v[f] !== 'boolean') throw invalid(`${f} must be true or false.`, 'property');
  if (v.enableReporting !== undefined && typeof v.enableReporting !== 'boolean') throw invalid('enableReporting must be true or false.', 'property');
  if (typeof v.type !== 'string' || !v.type.trim()) throw invalid('type is required.', 'property');
  if (v.allowedAggregators !== undefined && (!Number.isInteger(v.allowedAggregators) || (v.allowedAggregators as number) < 0))
    throw invalid('allowedAggregators must be 0 or more.', 'property');
  if (typeof v.license !== 'string' || typeof v.saasAgreement !== 'string') throw invalid('license and saasAgreement texts are required.', 'property');
  return v as unknown as Licence;
}

export async function readLicence(store: Store): Promise<Licence | undefined> {
  const rootId = await getSetting<string>(store, SETTING_KEYS.rootObjectId);
  return rootId ? readProperty<Licence>(store, rootId, 'PID_LICENSE') : undefined;
}

registerPropertyHandler({
  propertyId: 'PID_LICENSE',
  async get(ctx) {
    const licence = await readLicence(ctx.server.store);
    if (!licence) throw propertyNotFound('PID_LICENSE', ctx.objectId);
    return licence;
  },
  async set(ctx, value) {
    const rootId = await getSetting<string>(ctx.server.store, SETTING_KEYS.rootObjectId);
    const root = rootId ? await ctx.server.tree.requireRow(rootId) : undefined;
    if (!root || !(await ctx.server.tree.access.codesOn(ctx.session, root)).includes('adm'))
      throw noPermission('Only a platform administrator can change the licence.');
    const licence = validateLicence(value);
    await writeProperty(ctx.server.store, root.object_id, 'PID_LICENSE', licence);
    return licence;
  },
});
