/** The platform signs what a remote collector sends: the signer for one node's service, when its policy asks. */
import type { ServerContext } from '../http/context';
import type { IngestSigning } from '../scan/ingest';
import { nodeServices } from '../tasks/sources';
import { ingestSigning, type IngestSigningPlan } from './ingest-signer';
import { signingLicensedOf } from './policy';

export async function ingestSigningPlan(server: ServerContext, nodeId: string, serviceName: unknown): Promise<IngestSigningPlan | null> {
  if (typeof serviceName !== 'string') return null;
  const service = (await nodeServices(server.store, nodeId, server.secrets)).find(s => s.name === serviceName);
  if (!service || !service.include.some(i => i.signing) || !(await signingLicensedOf(server.store))) return null;
  return { keyDir: server.settings.dataDir, nodeId, service: service.name, include: service.include };
}

export async function ingestSigningFor(server: ServerContext, nodeId: string, serviceName: unknown): Promise<IngestSigning | null> {
  const plan = await ingestSigningPlan(server, nodeId, serviceName);
  return plan && ingestSigning(plan);
}
