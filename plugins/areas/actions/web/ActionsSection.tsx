/**
 * Stored data actions (spec 001 §2, /actions/{state?}): the list of actions shown on the node (search, new, delete,
 * export and import of their settings) and the editor of one: its statement, what it does with the files (export
 * or link into an export location, delete, nothing), the conflict rule and the schedule. A saved action can be dry
 * run (what it would touch, changing nothing) and run now as a task whose progress and log show below.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { API_PATHS, type TreeObject } from '@fathom/sdk/api';
import { EXPORT_LOCATIONS_PROPERTY, type ExportLocationsAnswer } from '@fathom/sdk/api/export-locations';
import { formatSize } from '@fathom/sdk/api/format';
import { isFinalTaskStatus, type TaskInfo, type TaskStatusData } from '@fathom/sdk/api/tasks';
import { ApiClient, NotificationService, useService, type SectionProps } from '@fathom/sdk/web';
import { TaskLogViewer } from '@fathom/sdk/web/widget-kit/TaskLogViewer';
import { diagramToRule, ruleStatement, type ActionDiagram } from '@fathom/sdk/api/action-diagram';
import {
  ACTION_MESSAGES,
  ACTION_SCOPES,
  CONFLICTS,
  DEFAULT_ACTION_NAME,
  describeSchedule,
  NO_SCHEDULE,
  RULE_ACTION_LABELS,
  RULE_ACTIONS,
  SCHEDULE_UNIT,
  SCHEDULE_UNIT_LABELS,
  WEEKDAY_LABELS,
  type ActionSettings,
  type DryRunAnswer,
  type ScheduleUnit,
  type StoredAction,
} from '../api';
import { actionsApi, saveJson } from './actions-api';
import './actions.css';

const ActionDiagramEditor = lazy(() => import('./ActionDiagramEditor'));
const SCOPE_LABEL = { global: 'Global', public: 'Public', private: 'Private' } as const;
const NEW_SETTINGS: ActionSettings = {
  name: DEFAULT_ACTION_NAME,
  scope: 'private',
  query: { queryMode: 'bySELECT', statement: 'SELECT * FROM STORE(HOME) WHERE ' },
  action: { type: 'export', conflict: 'skip' },
  schedule: NO_SCHEDULE,
};
const settingsOf = (a: StoredAction): ActionSettings => ({
  name: a.name,
  ...(a.description ? { description: a.description } : {}),
  scope: a.scope,
  query: { queryMode: a.query.queryMode, statement: a.query.statement },
  action: a.action,
  schedule: a.schedule,
  ...(a.diagram ? { diagram: a.diagram } : {}),
});
const when = (ms: number | null) => (ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—');

export default function ActionsSection({ node, tab }: SectionProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actionId = params.get('actionId');
  const editing = tab === 'NEW' || (tab === 'EDIT' && !!actionId);
  const open = (state: 'NEW' | 'EDIT' | null, id?: string) => {
    const q = new URLSearchParams({ activeNodeId: node.objectId });
    if (id) q.set('actionId', id);
    navigate(`/actions${state ? `/${state}` : ''}?${q.toString()}`);
  };
  return (
    <div data-testid="section-actions" className="fx-actions">
      {editing ? (
        <ActionEditor key={`${node.objectId}-${tab}-${actionId}`} node={node} actionId={tab === 'EDIT' ? actionId! : null} open={open} />
      ) : (
        <ActionList node={node} open={open} />
      )}
    </div>
  );
}

type Open = (state: 'NEW' | 'EDIT' | null, id?: string) => void;

function ActionList({ node, open }: { node: TreeObject; open: Open }) {
  const api = actionsApi(useService(ApiClient), node.objectId);
  const notify = useService(NotificationService);
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useQuery({ queryKey: ['actions', node.objectId, search], queryFn: () => api.list(search.trim() || undefined), retry: false });
  const refresh = () => client.invalidateQueries({ queryKey: ['actions', node.objectId] });
  const actions = list.data?.actions ?? [];
  const chosen = actions.filter(a => selected.has(a.actionId));
  const toggle = (id: string) =>
    setSelected(s => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const remove = async () => {
    try {
      const answer = await api.remove(chosen.map(a => a.actionId));
      if (answer.deleted.length) notify.success(ACTION_MESSAGES.deleted(answer.deleted.length));
      if (answer.skipped.length) notify.info(`${answer.skipped.length} read-only action${answer.skipped.length === 1 ? ' was' : 's were'} skipped.`);
      setSelected(new Set());
      await refresh();
    } catch {
      // The client has shown the server's message.
    }
  };
  const importFile = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      notify.error(ACTION_MESSAGES.noSettings);
      return;
    }
    try {
      const answer = await api.importFile(parsed);
      notify.success(`${answer.actions.length} action${answer.actions.length === 1 ? '' : 's'} imported`);
      await refresh();
    } catch {
      // Shown by the client.
    }
  };
  return (
    <>
      <div className="fx-actions-toolbar">
        <h2 className="fx-actions-grow">Actions</h2>
        <input type="search" placeholder="Search actions" aria-label="Search actions" value={search} onChange={e => setSearch(e.target.value)} />
        <button type="button" className="fx-button" onClick={() => open('NEW')} data-testid="actions-new">
          <i className="pi pi-plus" /> New action
        </button>
        <button type="button" className="fx-button fx-button--secondary" disabled={!chosen.length} onClick={() => void remove()} data-testid="actions-delete">
          Delete
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={!chosen.length}
          onClick={() => void api.exportSettings(chosen.map(a => a.actionId)).then(f => saveJson(f, 'actions.json'))}
        >
          Export
        </button>
        <button type="button" className="fx-button fx-button--secondary" onClick={() => fileInput.current?.click()}>
          Import
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="actions-import-file"
          onChange={e => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importFile(f);
          }}
        />
      </div>
      {list.error ? <p className="fx-actions-error">{(list.error as Error).message}</p> : null}
      {!list.isLoading && !list.error && actions.length === 0 ? (
        <p className="fx-actions-muted" data-testid="actions-empty">
          No stored action is shown on {node.name} yet. A new action selects files with a statement and exports, links or deletes them, now or on a schedule.
        </p>
      ) : null}
      {actions.length ? (
        <table className="fx-actions-table" data-testid="actions-list" aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th aria-label="Select" />
              <th>Name</th>
              <th>Action</th>
              <th>Schedule</th>
              <th>Next run</th>
              <th>Last run</th>
              <th>Scope</th>
              <th>Owner</th>
            </tr>
          </thead>
          <tbody>
            {actions.map(a => (
              <tr key={a.actionId} data-testid="action-row">
                <td>
                  <input type="checkbox" aria-label={`Select ${a.name}`} checked={selected.has(a.actionId)} onChange={() => toggle(a.actionId)} />
                </td>
                <td>
                  <button type="button" className="fx-link" onClick={() => open('EDIT', a.actionId)} data-testid="action-name">
                    {a.name}
                  </button>
                  {a.readonly ? <span className="fx-tag fx-tag--secondary">Read-only</span> : null}
                  {a.description ? <div className="fx-actions-muted">{a.description}</div> : null}
                </td>
                <td>{RULE_ACTION_LABELS[a.action.type]}</td>
                <td>{describeSchedule(a.schedule)}</td>
                <td>{when(a.nextRunAt)}</td>
                <td>{a.lastRunAt ? `${when(a.lastRunAt)}${a.lastTaskId ? ` (task #${a.lastTaskId})` : ''}` : '—'}</td>
                <td>{SCOPE_LABEL[a.scope]}</td>
                <td>{a.ownerName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function ActionEditor({ node, actionId, open }: { node: TreeObject; actionId: string | null; open: Open }) {
  const client = useService(ApiClient);
  const api = actionsApi(client, node.objectId);
  const notify = useService(NotificationService);
  const queries = useQueryClient();
  const [settings, setSettings] = useState<ActionSettings | null>(actionId ? null : NEW_SETTINGS);
  const [saved, setSaved] = useState<StoredAction | null>(null);
  const [dry, setDry] = useState<DryRunAnswer | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [taskId, setTaskId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<boolean | null>(null);

  useQuery({
    queryKey: ['action', node.objectId, actionId],
    enabled: !!actionId,
    queryFn: async () => {
      const a = await client.get<StoredAction>('/actions/action', { objectId: node.objectId, actionId });
      setSaved(a);
      setSettings(settingsOf(a));
      return a;
    },
    retry: false,
  });
  const locations = useQuery({
    queryKey: ['property', node.objectId, EXPORT_LOCATIONS_PROPERTY],
    queryFn: () =>
      client.get<ExportLocationsAnswer>(API_PATHS.property, { objectId: node.objectId, propertyId: EXPORT_LOCATIONS_PROPERTY }, { suppressError: true }),
    retry: false,
  });
  const sources = useQuery({
    queryKey: ['property', node.objectId, 'PID_SOURCES'],
    queryFn: () =>
      client.get<{ services?: { name: string; type?: string; mode?: string }[] }>(
        API_PATHS.property,
        { objectId: node.objectId, propertyId: 'PID_SOURCES' },
        { suppressError: true },
      ),
    retry: false,
  });
  const task = useQuery({
    queryKey: ['action-task', node.objectId, taskId],
    enabled: taskId !== null,
    queryFn: async () => {
      const s = await client.get<TaskStatusData>(API_PATHS.property, { objectId: node.objectId, propertyId: 'PID_TASK_STATUS' }, { suppressError: true });
      return [...s.current, ...s.history].find(t => t.taskId === taskId) ?? null;
    },
    refetchInterval: q => (q.state.data && isFinalTaskStatus(q.state.data.status) ? false : 1000),
  });

  if (!settings) return <p className="fx-actions-muted">Loading the action…</p>;
  const targets = (sources.data?.services ?? []).filter(x => x.mode === 'Target' || x.mode === 'Export');
  const integrations = (sources.data?.services ?? []).filter(x => x.mode === 'Transform');
  const set = (patch: Partial<ActionSettings>) => {
    setSettings({ ...settings, ...patch });
    setDry(null);
  };
  const rule = settings.action;
  const schedule = settings.schedule;
  const readOnly = !!saved && !saved.canEdit;
  const guard = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const save = (mode: 'SAVE' | 'SAVE_AS') =>
    guard(async () => {
      const a =
        saved && mode === 'SAVE'
          ? await api.update(saved.actionId, settings, 'SAVE')
          : saved
            ? await api.update(saved.actionId, settings, 'SAVE_AS')
            : await api.create(settings);
      notify.success('Changes saved');
      await queries.invalidateQueries({ queryKey: ['actions', node.objectId] });
      setSaved(a);
      setDry(null);
      if (!saved || a.actionId !== saved.actionId) open('EDIT', a.actionId);
    });
  const dryRun = () => guard(async () => setDry(await api.dryRun(saved!.actionId)));
  const run = () =>
    guard(async () => {
      const answer = await api.run(saved!.actionId, rule.type === 'delete' ? { dryRunId: dry?.dryRunId, confirmation } : {});
      setTaskId(answer.taskId);
      if (rule.type === 'delete') setDry(null);
    });
  const diagramMode = drawing ?? !!settings.diagram;
  const useDiagram = (diagram: ActionDiagram) => {
    const policyRule = diagramToRule(diagram, { id: 'diagram', name: settings.name });
    if (policyRule.rules[0].actions.length !== 1) {
      setError(ACTION_MESSAGES.oneAction);
      return;
    }
    setError(null);
    set({
      diagram,
      query: { queryMode: 'byBuilder', statement: ruleStatement(policyRule) },
      action: { ...settings.action, ...policyRule.rules[0].actions[0] },
    });
  };
  const dirty = !saved || JSON.stringify(settingsOf(saved)) !== JSON.stringify(settings);
  const t: TaskInfo | null | undefined = task.data;

  return (
    <div className="fx-actions-editor" data-testid="action-editor">
      <div className="fx-actions-toolbar">
        <button type="button" className="fx-icon-button" aria-label="Back to the actions" onClick={() => open(null)}>
          <i className="pi pi-arrow-left" />
        </button>
        <h2 className="fx-actions-grow">{saved ? saved.name : 'New action'}</h2>
        {saved ? (
          <button type="button" className="fx-button fx-button--secondary" disabled={busy} onClick={() => void save('SAVE_AS')}>
            Save as
          </button>
        ) : null}
        <button type="button" className="fx-button" disabled={busy || readOnly || !dirty} onClick={() => void save('SAVE')} data-testid="action-save">
          <i className="pi pi-save" /> Save
        </button>
      </div>
      {readOnly ? <p className="fx-actions-muted">{saved?.readonly ? ACTION_MESSAGES.readOnly : ACTION_MESSAGES.noEditPermission}</p> : null}
      <div className="fx-actions-form">
        <label>
          Name
          <input type="text" value={settings.name} onChange={e => set({ name: e.target.value })} data-testid="action-name-input" />
        </label>
        <label>
          Scope
          <select value={settings.scope} onChange={e => set({ scope: e.target.value as ActionSettings['scope'] })}>
            {ACTION_SCOPES.map(s => (
              <option key={s} value={s}>
                {SCOPE_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="fx-actions-wide">
          Description
          <input type="text" value={settings.description ?? ''} onChange={e => set({ description: e.target.value || undefined })} />
        </label>
        <div className="fx-actions-wide fx-actions-toolbar" role="radiogroup" aria-label="How the files are chosen">
          <label>
            <input
              type="radio"
              checked={!diagramMode}
              onChange={() => {
                setDrawing(false);
                if (settings.diagram) set({ diagram: undefined, query: { queryMode: 'bySELECT', statement: settings.query.statement } });
              }}
            />{' '}
            Statement
          </label>
          <label>
            <input type="radio" checked={diagramMode} onChange={() => setDrawing(true)} data-testid="action-mode-diagram" /> Diagram
          </label>
        </div>
        {diagramMode ? (
          <div className="fx-actions-wide">
            <Suspense fallback={<p className="fx-actions-muted">Loading the diagram editor…</p>}>
              <ActionDiagramEditor
                value={settings.diagram}
                name={settings.name}
                services={(sources.data?.services ?? []).filter(s => (s.mode ?? 'Source') === 'Source').map(s => s.name)}
                integrations={integrations.map(s => s.name)}
                onUse={useDiagram}
              />
            </Suspense>
          </div>
        ) : null}
        <label className="fx-actions-wide">
          Files (a statement of the search language; STORE(HOME) is the node the action runs on)
          <textarea
            value={settings.query.statement}
            spellCheck={false}
            readOnly={diagramMode}
            onChange={e => set({ query: { queryMode: 'bySELECT', statement: e.target.value } })}
            data-testid="action-statement"
          />
        </label>
        <label>
          Action
          <select
            value={rule.type}
            disabled={diagramMode}
            onChange={e => {
              const type = e.target.value as typeof rule.type;
              set({
                action: {
                  ...rule,
                  type,
                  locationId: type === 'transform' ? undefined : rule.locationId,
                  targetName: type === rule.type && (type === 'export' || type === 'transform') ? rule.targetName : undefined,
                },
              });
            }}
            data-testid="action-type"
          >
            {RULE_ACTIONS.map(a => (
              <option key={a} value={a}>
                {RULE_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        {rule.type === 'export' || rule.type === 'link' || rule.type === 'transform' ? (
          <>
            {rule.type === 'transform' ? (
              <label>
                Integration
                <select
                  value={rule.targetName ?? ''}
                  onChange={e => set({ action: { ...rule, locationId: undefined, targetName: e.target.value || undefined } })}
                  data-testid="action-integration"
                >
                  <option value="">{integrations.length ? 'Choose an integration' : 'No integrations: add one in Policy → Integrations'}</option>
                  {integrations.map(t => (
                    <option key={t.name} value={t.name}>
                      {t.name} ({t.type})
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label>
                {rule.type === 'export' ? 'Export to' : 'Export location'}
                <select
                  value={rule.targetName ? `target:${rule.targetName}` : rule.locationId ? `location:${rule.locationId}` : ''}
                  onChange={e => {
                    const [kind, ...rest] = e.target.value.split(':');
                    const value = rest.join(':') || undefined;
                    set({ action: { ...rule, locationId: kind === 'location' ? value : undefined, targetName: kind === 'target' ? value : undefined } });
                  }}
                  data-testid="action-location"
                >
                  <option value="">{rule.type === 'export' ? 'Choose a location or a target' : 'Choose a location'}</option>
                  <optgroup label="Export locations">
                    {(locations.data?.effective ?? []).map(l => (
                      <option key={l.id} value={`location:${l.id}`}>
                        {l.name} ({l.path})
                      </option>
                    ))}
                  </optgroup>
                  {rule.type === 'export' ? (
                    <optgroup label="Policy targets (compressed and encrypted as each says)">
                      {targets.map(t => (
                        <option key={t.name} value={`target:${t.name}`}>
                          {t.name} ({t.type})
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </select>
              </label>
            )}
            <label>
              When a file is already there
              <select value={rule.conflict} onChange={e => set({ action: { ...rule, conflict: e.target.value as typeof rule.conflict } })}>
                {CONFLICTS.map(c => (
                  <option key={c} value={c}>
                    {c === 'replace' ? 'Replace it' : 'Skip the file'}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <fieldset className="fx-actions-wide fx-actions-schedule">
          <legend>Schedule (UTC)</legend>
          <select
            aria-label="Schedule"
            value={schedule.unit}
            disabled={rule.type === 'delete'}
            onChange={e => set({ schedule: { ...schedule, unit: Number(e.target.value) as ScheduleUnit } })}
            data-testid="action-schedule-unit"
          >
            {Object.values(SCHEDULE_UNIT).map(u => (
              <option key={u} value={u}>
                {SCHEDULE_UNIT_LABELS[u]}
              </option>
            ))}
          </select>
          {schedule.unit !== SCHEDULE_UNIT.never ? (
            <>
              <label>
                every
                <input
                  type="number"
                  min={1}
                  max={365}
                  value={schedule.interval}
                  onChange={e => set({ schedule: { ...schedule, interval: Math.max(1, Number(e.target.value) || 1) } })}
                />
              </label>
              {schedule.unit === SCHEDULE_UNIT.month ? (
                <label>
                  on day
                  <input
                    type="number"
                    min={1}
                    max={31}
                    value={schedule.monthDay}
                    onChange={e => set({ schedule: { ...schedule, monthDay: Number(e.target.value) || 1 } })}
                  />
                </label>
              ) : null}
              <label>
                at
                <input type="time" value={schedule.time} onChange={e => set({ schedule: { ...schedule, time: e.target.value } })} />
              </label>
              {schedule.unit === SCHEDULE_UNIT.week ? (
                <span className="fx-actions-days">
                  {WEEKDAY_LABELS.map((d, i) => (
                    <label key={d}>
                      <input
                        type="checkbox"
                        checked={schedule.weekdays.includes(i + 1)}
                        onChange={e =>
                          set({
                            schedule: { ...schedule, weekdays: e.target.checked ? [...schedule.weekdays, i + 1] : schedule.weekdays.filter(x => x !== i + 1) },
                          })
                        }
                      />
                      {d.slice(0, 3)}
                    </label>
                  ))}
                </span>
              ) : null}
            </>
          ) : null}
          <span className="fx-actions-muted">
            {rule.type === 'delete' ? ACTION_MESSAGES.deleteNotScheduled : describeSchedule(schedule)}
            {saved?.nextRunAt ? ` · next run ${when(saved.nextRunAt)}` : ''}
          </span>
        </fieldset>
      </div>
      {error ? (
        <p className="fx-actions-error" role="alert" data-testid="action-error">
          {error}
        </p>
      ) : null}
      {saved ? (
        <div className="fx-actions-toolbar">
          <button type="button" className="fx-button fx-button--secondary" disabled={busy || dirty} onClick={() => void dryRun()} data-testid="action-dry-run">
            <i className="pi pi-search" /> Dry run
          </button>
          {rule.type === 'delete' ? (
            <input
              type="text"
              placeholder={`Type ${saved.name} to confirm`}
              aria-label="Confirmation"
              value={confirmation}
              onChange={e => setConfirmation(e.target.value)}
              disabled={!dry}
              data-testid="action-confirmation"
            />
          ) : null}
          <button
            type="button"
            className="fx-button"
            disabled={busy || dirty || (rule.type === 'delete' && (!dry || confirmation.trim() !== saved.name))}
            onClick={() => void run()}
            data-testid="action-run"
          >
            <i className="pi pi-play" /> Run now
          </button>
          {dirty ? <span className="fx-actions-muted">Save the action to dry run or run it.</span> : null}
        </div>
      ) : null}
      {dry ? <DryRunView dry={dry} /> : null}
      {taskId !== null ? (
        <div className="fx-actions-task" data-testid="action-task">
          <strong>
            Task #{taskId}: {t ? t.statusLabel : 'Queued'}
          </strong>
          {t ? (
            <span>
              {' '}
              · {t.progress.files} file(s) done, {t.progress.changed} {rule.type === 'transform' ? 'transformed' : 'copied'}, {t.progress.deleted} deleted,{' '}
              {t.progress.errors} failed
              {t.message ? ` · ${t.message}` : ''}
            </span>
          ) : null}
          <TaskLogViewer objectId={node.objectId} taskId={taskId} live={!t || !isFinalTaskStatus(t.status)} />
        </div>
      ) : null}
    </div>
  );
}

function DryRunView({ dry }: { dry: DryRunAnswer }) {
  const money = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return (
    <section className="fx-actions-dry" data-testid="action-dry-result" aria-label="Dry run">
      <h3>Dry run: nothing was changed</h3>
      <dl>
        <dt>Files</dt>
        <dd data-testid="dry-files">{dry.files}</dd>
        <dt>Size</dt>
        <dd data-testid="dry-bytes">{formatSize(dry.bytes)}</dd>
        <dt>Duplicates among them</dt>
        <dd>
          {dry.duplicateFiles} ({formatSize(dry.duplicateBytes)} beyond one copy)
        </dd>
        <dt>Personal data</dt>
        <dd>
          {dry.personalDataFiles} file(s){dry.classifications.length ? `: ${dry.classifications.map(c => `${c.name} ${c.files}`).join(', ')}` : ''}
        </dd>
        <dt>Saved per year</dt>
        <dd>
          {money(dry.storageCostSaved)} {dry.currency} storage · {money(dry.co2KgSaved)} kg CO2
        </dd>
        {dry.unsupportedFiles ? (
          <>
            <dt>Left alone</dt>
            <dd>{dry.unsupportedFiles} file(s) not on a local folder source</dd>
          </>
        ) : null}
        {dry.target ? (
          <>
            <dt>{dry.type === 'transform' ? 'Integration' : 'Target'}</dt>
            <dd>
              {dry.target.name} ({dry.target.path})
            </dd>
          </>
        ) : null}
      </dl>
      {dry.sample.length ? (
        <table className="fx-actions-table">
          <thead>
            <tr>
              <th>File</th>
              <th>Size</th>
              <th>Classifications</th>
            </tr>
          </thead>
          <tbody>
            {dry.sample.map(f => (
              <tr key={f.objectId}>
                <td>{f.path}</td>
                <td>{formatSize(f.size)}</td>
                <td>{f.classifications.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {dry.files > dry.sample.length ? <p className="fx-actions-muted">and {dry.files - dry.sample.length} more</p> : null}
    </section>
  );
}
