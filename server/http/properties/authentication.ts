/**
 * PID_AUTHENTICATION (administrators, adm): the sign-in methods of the platform, a client or an org unit, their
 * own or inherited (server/auth/sign-in-methods.ts). Secrets are never answered; the form shows which are set.
 */
import { SignInProviders } from '@fathom/sdk/server';
import { PID_AUTHENTICATION, readAuthentication, writeAuthentication, type SignInDeps } from '../../auth/sign-in-methods';
import { invalid } from '../payload';
import type { PropertyContext } from './registry';
import { registerPropertyHandler } from './registry';

const CONTAINERS = new Set(['root', 'rootclient', 'platform', 'client', 'orgunit']);

function depsOf(ctx: PropertyContext): SignInDeps {
  return { store: ctx.server.store, secrets: ctx.server.secrets, providers: ctx.server.extensions.list(SignInProviders) };
}
function nodeOf(ctx: PropertyContext): string {
  if (!CONTAINERS.has(ctx.row.class_id)) throw invalid('Sign-in methods are set on the platform, a client or an org unit.', 'objectId');
  return ctx.row.object_id;
}

registerPropertyHandler({
  propertyId: PID_AUTHENTICATION,
  readNeeds: [['adm']],
  writeNeeds: [['adm']],
  get: ctx => readAuthentication(depsOf(ctx), nodeOf(ctx)),
  set: (ctx, value) => writeAuthentication(depsOf(ctx), nodeOf(ctx), value),
});
