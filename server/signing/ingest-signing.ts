/** The platform signs what a remote collector sends: the signer for one node's service, when its policy asks. */
import type { ServerContext } from '../http/context';
import type { IngestSigning } from '../scan/ingest';
import { nodeServices } from '../tasks/sources';
import { loadSigningKey } from './keys';
import { signingLicensed, signingPathMatcher } from './policy';
import { ContentSigner } from './record';

export async function ingestSigningFor(server: ServerContext, nodeId: string, serviceName: unknown): Promise<IngestSigning | null> {
  if (typeof serviceName !== 'string') return null;
  const service = (await nodeServices(server.store, nodeId, server.secrets)).find(s => s.name === serviceName);
  if (!service || !service.include.some(i => i.signing) || !signingLicensed(server.store.sqlite)) return null;
  return { signer: new ContentSigner(loadSigningKey(server.settings.dataDir), nodeId, service.name), signs: signingPathMatcher(service.include) };
}
