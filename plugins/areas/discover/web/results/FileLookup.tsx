/**
 * File lookup (spec 001 §2 Search views: fileLookup): one file's metadata, its classifications, its duplicates
 * (where else the same content lives, by content hash) and its messages, read with POST /database/query.
 * A signed file says when it was signed and can be verified against the platform's key on request.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { parseStoredSignature, SIGNING_PATHS, VERIFY_REASON_TEXT, type VerifyResult } from '@fathom/sdk/api/signing';
import { quote as quoteText } from '@fathom/sdk/api/search/lexer';
import { SEARCH_PATHS, type QueryResult, type SearchObject } from '@fathom/sdk/api/search-wire';
import { ApiClient, useService } from '@fathom/sdk/web';
import { cellText } from './cells';
import { ClassificationThreshold } from './ClassificationThreshold';
import { LabelButtons, MissedLabels, useFileLabels } from './ClassificationLabels';
import { Modal } from './Modal';

const FIELDS = [
  'name',
  'path',
  'size',
  'extension',
  'mimeType',
  'category',
  'createTime',
  'modifyTime',
  'accessTime',
  'storeTime',
  'osOwner',
  'permissions',
  'service',
  'dupCount',
  'dupKey',
  'extractStatus',
  'userTags',
  'signature',
];
/** Shown in its own line (signed on … / verify), not as raw metadata. */
const OWN_LINE = new Set(['signature']);

function SignatureLine({ objectId, signature }: { objectId: string; signature: unknown }) {
  const api = useService(ApiClient);
  const stored = parseStoredSignature(signature);
  const check = useMutation({ mutationFn: () => api.get<VerifyResult>(SIGNING_PATHS.verify, { objectId }) });
  if (!signature) return <li data-testid="lookup-signature">Not signed.</li>;
  const r = check.data;
  return (
    <li data-testid="lookup-signature">
      Signed on {stored ? cellText(stored.signedAt, { name: 'signedAt', type: 'DATE', caption: '' }) : 'an unknown date'} (
      <button type="button" className="fx-button fx-button--secondary" data-testid="lookup-verify" onClick={() => check.mutate()} disabled={check.isPending}>
        verify
      </button>
      ){check.isPending && <span> Verifying…</span>}
      {r && (
        <span data-testid="lookup-signature-result" data-valid={r.valid}>
          {' '}
          {VERIFY_REASON_TEXT[r.reason]}
          {r.valid && !r.contentChecked ? ' (signature only: the file is on a remote collector)' : ''}
        </span>
      )}
      {check.error && <span role="alert"> {(check.error as Error).message}</span>}
    </li>
  );
}

/** nodeId: the node searched, whose classification threshold is stated beside the file's classifications. */
export function FileLookup({ object, onClose, nodeId }: { object: SearchObject; onClose(): void; nodeId?: string }) {
  const api = useService(ApiClient);
  const id = String(object.objectId);
  const details = useQuery({
    queryKey: ['discover-lookup', id],
    queryFn: async ({ signal }) => {
      const meta = await api.post<QueryResult>(
        SEARCH_PATHS.query,
        { select: `SELECT ${FIELDS.join(', ')} FROM STORE(${quoteText(id)})`, options: { objectLimit: 1 } },
        { signal },
      );
      const classes = await api.post<QueryResult>(
        SEARCH_PATHS.query,
        {
          select: `SELECT classification, confidence, hitCount FROM STORE(${quoteText(id)}) WHERE classification IS NOT NULL GROUP BY classification ORDER BY confidence DESC`,
          options: { objectLimit: 100 },
        },
        { signal },
      );
      const file = meta.objects[0];
      const hash = file?.dupKey as string | undefined;
      const dups = hash
        ? await api.post<QueryResult>(
            SEARCH_PATHS.query,
            {
              select: `SELECT name, parentPath, size FROM STORE('/') WHERE dupKey = ${quoteText(hash)} AND classId = 'idxobject' ORDER BY parentPath`,
              options: { objectLimit: 200 },
            },
            { signal },
          )
        : null;
      return { meta, file, classes: classes.objects, duplicates: (dups?.objects ?? []).filter(d => d.objectId !== id) };
    },
  });
  const d = details.data;
  const labels = useFileLabels(id);
  return (
    <Modal title={String(object.name ?? id)} onClose={onClose} testId="file-lookup">
      {details.isLoading && <p>Loading…</p>}
      {details.error && (
        <p className="fx-discover-error" role="alert">
          {(details.error as Error).message}
        </p>
      )}
      {d && !d.file && <p>This file is no longer in the index.</p>}
      {d?.file && (
        <>
          <h4>Metadata</h4>
          <dl data-testid="lookup-metadata">
            {d.meta.columns
              .filter(c => !OWN_LINE.has(c.name) && d.file![c.name] !== null && d.file![c.name] !== undefined && d.file![c.name] !== '')
              .map(c => (
                <div key={c.name} style={{ display: 'contents' }}>
                  <dt>{c.caption}</dt>
                  <dd>{cellText(d.file![c.name], c)}</dd>
                </div>
              ))}
          </dl>
          <h4>Classifications</h4>
          {d.classes.length === 0 ? (
            <p data-testid="lookup-no-classes">Not classified.</p>
          ) : (
            <ul data-testid="lookup-classes">
              {d.classes.map(c => (
                <li key={String(c.classification)}>
                  {String(c.classification)}: confidence {Math.round(Number(c.confidence) * 100)}%, {String(c.hitCount)} hits
                  <LabelButtons classification={String(c.classification)} files={labels} />
                </li>
              ))}
            </ul>
          )}
          {nodeId && <ClassificationThreshold objectId={nodeId} compact />}
          <MissedLabels found={d.classes.map(c => String(c.classification))} files={labels} />
          <h4>Duplicates</h4>
          {d.duplicates.length === 0 ? (
            <p data-testid="lookup-no-duplicates">No other file has the same content.</p>
          ) : (
            <ul data-testid="lookup-duplicates">
              {d.duplicates.map(x => (
                <li key={String(x.objectId)}>
                  {String(x.parentPath)}/{String(x.name)}
                </li>
              ))}
            </ul>
          )}
          <h4>Messages</h4>
          <ul data-testid="lookup-messages">
            <li>Indexed {cellText(d.file.storeTime, { name: 'storeTime', type: 'DATE', caption: '' })}.</li>
            <SignatureLine objectId={id} signature={d.file.signature} />
            {d.file.extractStatus && d.file.extractStatus !== 'ok' ? <li>Text extraction: {String(d.file.extractStatus)}.</li> : null}
          </ul>
        </>
      )}
    </Modal>
  );
}
