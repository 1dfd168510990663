/**
 * Right or wrong on what was found in one file: each verdict is a label the classification lab measures edits
 * against (precision and recall on the user's own files). A classification the file holds but that was not found
 * can be named too. Labelling needs get and pol on the file's node; a refusal is said in place.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLASSIFICATION_PATHS, type ClassificationLabel, type ClassificationLabelRequest } from '@fathom/sdk/api/classification';
import { ApiClient, useService } from '@fathom/sdk/web';

type Labels = { labels: ClassificationLabel[] };

export function useFileLabels(objectId: string) {
  const api = useService(ApiClient);
  const client = useQueryClient();
  const key = ['classification-labels', objectId];
  const labels = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.get<Labels>(CLASSIFICATION_PATHS.labels, { objectId }, { signal, suppressError: true })) ?? { labels: [] },
    retry: false,
  });
  const set = useMutation({
    mutationFn: (request: Omit<ClassificationLabelRequest, 'objectId'>) =>
      api.post<Labels>(CLASSIFICATION_PATHS.labels, { objectId, ...request }, { suppressError: true }),
    onSuccess: data => client.setQueryData(key, data),
  });
  const verdictOf = (classification: string): boolean | undefined => labels.data?.labels?.find(l => l.classification === classification)?.present;
  return { labels, set, verdictOf };
}

export function LabelButtons({ classification, files }: { classification: string; files: ReturnType<typeof useFileLabels> }) {
  const verdict = files.verdictOf(classification);
  const toggle = (present: boolean) => files.set.mutate({ classification, present: verdict === present ? null : present });
  return (
    <span role="group" aria-label={`Is ${classification} right for this file?`} style={{ display: 'inline-flex', gap: '0.25rem', marginLeft: '0.5rem' }}>
      <button
        type="button"
        className={`fx-button ${verdict === true ? '' : 'fx-button--secondary'}`}
        aria-pressed={verdict === true}
        data-testid={`label-right-${classification}`}
        title="The file does hold this: count it as a right finding"
        disabled={files.set.isPending}
        onClick={() => toggle(true)}
      >
        <i className="pi pi-check" aria-hidden="true" /> Right
      </button>
      <button
        type="button"
        className={`fx-button ${verdict === false ? '' : 'fx-button--secondary'}`}
        style={verdict === false ? { background: 'var(--red-700, #b91c1c)', borderColor: 'var(--red-700, #b91c1c)' } : undefined}
        aria-pressed={verdict === false}
        data-testid={`label-wrong-${classification}`}
        title="The file does not hold this: count it as a false finding"
        disabled={files.set.isPending}
        onClick={() => toggle(false)}
      >
        <i className="pi pi-times" aria-hidden="true" /> Wrong
      </button>
    </span>
  );
}

/** Names a classification the file holds that was not found (a missed finding), and lists those already named. */
export function MissedLabels({ found, files }: { found: readonly string[]; files: ReturnType<typeof useFileLabels> }) {
  const [name, setName] = useState('');
  const missed = (files.labels.data?.labels ?? []).filter(l => l.present && !found.includes(l.classification));
  const error = (files.set.error ?? files.labels.error) as Error | null;
  return (
    <div data-testid="lookup-labels" style={{ display: 'grid', gap: '0.35rem', marginTop: '0.5rem' }}>
      {missed.length > 0 && (
        <ul data-testid="lookup-missed">
          {missed.map(l => (
            <li key={l.classification}>
              {l.classification}: not found, labelled as held by {l.labelledBy}{' '}
              <button
                type="button"
                className="fx-button fx-button--secondary"
                onClick={() => files.set.mutate({ classification: l.classification, present: null })}
              >
                Forget
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}
        onSubmit={e => {
          e.preventDefault();
          if (!name.trim()) return;
          files.set.mutate({ classification: name.trim(), present: true }, { onSuccess: () => setName('') });
        }}
      >
        <label htmlFor="lookup-missed-name">Holds a classification that was not found:</label>
        <input
          id="lookup-missed-name"
          className="fx-input"
          data-testid="lookup-missed-name"
          value={name}
          placeholder="e.g. U.S. Personal Data"
          onChange={e => setName(e.target.value)}
        />
        <button type="submit" className="fx-button fx-button--secondary" disabled={!name.trim() || files.set.isPending}>
          Label as missed
        </button>
      </form>
      {error && (
        <p role="alert" className="fx-discover-error">
          Labels: {error.message}
        </p>
      )}
      <small>Labels measure classifications on your own files: Policy → Classifications shows their precision and recall before you save an edit.</small>
    </div>
  );
}
