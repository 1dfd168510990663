/** A signer for a remote collector's batches built from plain data, so an ingest thread builds it too. */
import type { IncludePath } from '@fathom/sdk/api/policy';
import type { IngestSigning } from '../scan/ingest';
import { loadSigningKey } from './keys';
import { signingPathMatcher } from './policy';
import { ContentSigner } from './record';

/** What signing a batch needs: the key's directory, the node's service and its include paths. */
export interface IngestSigningPlan {
  keyDir: string;
  nodeId: string;
  service: string;
  include: IncludePath[];
}

export function ingestSigning(plan: IngestSigningPlan): IngestSigning {
  return { signer: new ContentSigner(loadSigningKey(plan.keyDir), plan.nodeId, plan.service), signs: signingPathMatcher(plan.include) };
}
