/**
 * The what's-next card (spec 000 §2, §3): above the active node's page, the next thing its state asks for (add a
 * source, scan now, see events, see the licence, see the classification report), from PID_WHATS_NEXT. It can be
 * minimised to one line; the choice is kept in local storage as true or false. A failed read is notified once
 * ('Unable to retrieve whatsnext information') and the card stays away.
 */
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, NODE_ACTIONS } from '@fathom/sdk/api';
import { ApiClient, NotificationService, PermissionService, useService, type NodePanelProps } from '@fathom/sdk/web';
import './whats-next.css';
import { SUGGESTIONS_MINIMISED_KEY, WHATS_NEXT_FAILED, WHATS_NEXT_PROPERTY, type WhatsNextAnswer, type WhatsNextSuggestion } from '../api';

export function readMinimised(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(SUGGESTIONS_MINIMISED_KEY) === 'true';
}

const ICON: Record<WhatsNextSuggestion['notificationType'], string> = {
  action: 'pi pi-arrow-circle-right',
  alert: 'pi pi-exclamation-triangle',
  info: 'pi pi-info-circle',
};

/** How often the card asks again while it is shown. */
export const WHATS_NEXT_REFRESH_MS = 30_000;

export default function WhatsNextCard({ node }: NodePanelProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [minimised, setMinimised] = useState(() => readMinimised());
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['property', node.objectId, WHATS_NEXT_PROPERTY],
    queryFn: ({ signal }) =>
      api.get<WhatsNextAnswer>(API_PATHS.property, { objectId: node.objectId, propertyId: WHATS_NEXT_PROPERTY }, { signal, suppressError: true }),
    retry: false,
    staleTime: 15_000,
    // The state it reads changes without this card (a scan ends, a collector goes offline): read it again meanwhile.
    refetchInterval: WHATS_NEXT_REFRESH_MS,
  });
  useEffect(() => {
    if (query.error) notifications.error(WHATS_NEXT_FAILED);
  }, [query.error]);
  useEffect(() => setIndex(0), [node.objectId]);

  const list = query.data?.suggestions ?? [];
  if (list.length === 0) return null;
  const current = list[Math.min(index, list.length - 1)];

  function setMin(v: boolean) {
    setMinimised(v);
    localStorage.setItem(SUGGESTIONS_MINIMISED_KEY, v ? 'true' : 'false');
  }

  async function run(s: WhatsNextSuggestion) {
    if (!s.command) {
      navigate(s.buttonLink);
      return;
    }
    setBusy(true);
    try {
      await api.put('/database/control', { objectId: s.command.objectId, commandId: s.command.commandId, options: {} }, { suppressError: true });
      notifications.success(`Scan started`);
      void queries.invalidateQueries({ queryKey: ['property', node.objectId, WHATS_NEXT_PROPERTY] });
      void queries.invalidateQueries({ queryKey: ['property', s.command.objectId, 'PID_TASK_STATUS'] });
    } catch (e) {
      notifications.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (minimised)
    return (
      <button type="button" className="fx-whats-next-pill" onClick={() => setMin(false)} data-testid="whats-next-expand" aria-label="Show what's next">
        <i className={ICON[current.notificationType]} aria-hidden="true" /> What's next: {current.header}
        {list.length > 1 && <span className="fx-whats-next-count">+{list.length - 1}</span>}
      </button>
    );

  const scanAllowed = !current.command || NODE_ACTIONS.scanNow.needs.some(set => set.every(c => permissions.codesFor(node).includes(c)));
  return (
    <section
      className={`fx-whats-next fx-whats-next--${current.notificationType}`}
      aria-label="What's next"
      data-testid="whats-next"
      data-suggestion={current.id}
    >
      <i className={`${ICON[current.notificationType]} fx-whats-next__icon`} aria-hidden="true" />
      <div className="fx-whats-next__text">
        <span className="fx-whats-next__kicker">What's next{list.length > 1 ? ` · ${index + 1} of ${list.length}` : ''}</span>
        <strong data-testid="whats-next-header">{current.header}</strong>
        <span data-testid="whats-next-description">{current.description}</span>
      </div>
      <div className="fx-whats-next__actions">
        <Button
          type="button"
          size="small"
          label={current.buttonText}
          loading={busy}
          disabled={!scanAllowed}
          tooltip={scanAllowed ? undefined : 'Scanning needs the upd or ctl permission on this node.'}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => void run(current)}
          data-testid="whats-next-button"
        />
        {list.length > 1 && (
          <Button
            type="button"
            size="small"
            text
            icon="pi pi-angle-right"
            aria-label="Next suggestion"
            onClick={() => setIndex((index + 1) % list.length)}
            data-testid="whats-next-next"
          />
        )}
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-minus"
          aria-label="Minimise what's next"
          onClick={() => setMin(true)}
          data-testid="whats-next-minimise"
        />
      </div>
    </section>
  );
}
