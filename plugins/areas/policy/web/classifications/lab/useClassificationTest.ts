/** Calls of the classification lab: POST /classifications/test for sample files (one request each) and for an edit's impact. */
import { useQuery } from '@tanstack/react-query';
import { CLASSIFICATION_PATHS, type ClassificationTestAnswer, type ClassificationTestFile, type PolicyClassification } from '@fathom/sdk/api/classification';
import { ApiClient, useService } from '@fathom/sdk/web';
import { base64Of } from './model';

/** Each sample travels alone, so the body stays under the server's limit whatever the five weigh together. */
export async function testSamples(
  api: { post<T>(path: string, body?: unknown, opts?: { signal?: AbortSignal; suppressError?: boolean }): Promise<T> },
  objectId: string,
  classifications: PolicyClassification[],
  files: readonly File[],
  signal?: AbortSignal,
): Promise<ClassificationTestFile[]> {
  const out: ClassificationTestFile[] = [];
  for (const f of files) {
    const answer = await api.post<ClassificationTestAnswer>(
      CLASSIFICATION_PATHS.test,
      { objectId, classifications, samples: [{ name: f.name, content: await base64Of(f) }] },
      { signal, suppressError: true },
    );
    out.push(...answer.samples);
  }
  return out;
}

/** The edit's figures on the node's indexed files, on the files people labelled and on the shipped documents; runs while enabled (the draft differs from what is saved). */
export function useEditImpact(objectId: string, classifications: PolicyClassification[], enabled: boolean) {
  const api = useService(ApiClient);
  return useQuery({
    queryKey: ['classification-impact', objectId, JSON.stringify(classifications)],
    queryFn: ({ signal }) =>
      api.post<ClassificationTestAnswer>(
        CLASSIFICATION_PATHS.test,
        { objectId, classifications, indexed: true, labelled: true, corpus: true },
        { signal, suppressError: true },
      ),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
