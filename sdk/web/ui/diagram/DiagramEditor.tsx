/**
 * The diagram editor of a data action rule (spec 001 §2), shared by the stored action editor and the policy's rule
 * editor: sources, classifications, And/Or/Not conditions and actions as nodes on a canvas (@xyflow/react), joined by
 * links drawn between their handles, or chosen from the selected node's 'Link to' list. A source may keep only signed
 * files; a transform action names the integration (a Transform service) the files' text goes through. The caller
 * checks the diagram with the shared rules (sdk/api/action-diagram.ts) as it changes: `check` names what is wrong
 * ('Node without link is not allowed.' ...) or says what the valid diagram stands for; `onUse` takes a valid one.
 */
import { addEdge, Background, Controls, Position, ReactFlow, useEdgesState, useNodesState, type Connection, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CONDITION_OPERATORS, type ActionDiagram, type ConditionOperator, type DiagramNodeData, type DiagramNodeKind } from '@fathom/sdk/api/action-diagram';
import { RULE_ACTION_LABELS, RULE_ACTIONS, type RuleAction } from '@fathom/sdk/api/actions';

type FlowData = DiagramNodeData & { kind: DiagramNodeKind; label: string } & Record<string, unknown>;
type FlowNode = Node<FlowData>;

export interface DiagramCheck {
  /** What is wrong, in the rules' words; null when the diagram is valid. */
  error: string | null;
  /** What a valid diagram stands for (a statement, its rules). */
  summary?: ReactNode;
}

export interface DiagramEditorProps {
  value?: ActionDiagram;
  /** The source services a source node may name. */
  services: readonly string[];
  /** Those of them with a signed path: a source node of theirs may keep only signed files. */
  signedServices?: readonly string[];
  /** The integrations (Transform services) a transform action may write through; none: no transform node. */
  integrations?: readonly string[];
  /** Classification names offered as the field is typed. */
  classifications?: readonly string[];
  check: (diagram: ActionDiagram) => DiagramCheck;
  onUse: (diagram: ActionDiagram) => void;
  /** Told of every change (for a 'changes not saved' state). */
  onChange?: (diagram: ActionDiagram) => void;
  useLabel?: string;
  busy?: boolean;
  testId?: string;
  /** The canvas height (CSS). */
  height?: string;
}

const KIND_LABEL: Record<DiagramNodeKind, string> = { source: 'Source', classification: 'Classification', condition: 'Condition', action: 'Action' };
const KIND_COLOUR: Record<DiagramNodeKind, string> = { source: '#dbeafe', classification: '#fef3c7', condition: '#ede9fe', action: '#dcfce7' };
const COLUMN: Record<DiagramNodeKind, number> = { source: 0, classification: 0, condition: 1, action: 2 };

export function diagramNodeLabel(kind: DiagramNodeKind, d: DiagramNodeData): string {
  if (kind === 'source') return `Source: ${d.service || '?'}${d.signed ? ' (signed)' : ''}`;
  if (kind === 'classification') return `Classification: ${d.classification || '?'}`;
  if (kind === 'condition') return d.operator ?? '?';
  const action = d.action ? RULE_ACTION_LABELS[d.action].replace(/ \(.*\)$/, '') : '?';
  return d.action === 'transform' ? `${action} → ${d.targetName || '?'}` : action;
}
const toFlowNode = (id: string, kind: DiagramNodeKind, data: DiagramNodeData, position: { x: number; y: number }): FlowNode => ({
  id,
  position,
  data: { ...data, kind, label: diagramNodeLabel(kind, data) },
  // Sources and classifications only feed others; conditions and actions take and give links (actions chain).
  type: kind === 'source' || kind === 'classification' ? 'input' : 'default',
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
  style: { background: KIND_COLOUR[kind], border: '1px solid #94a3b8', borderRadius: 6, fontSize: 12, width: 170 },
});
export const flowToDiagram = (nodes: FlowNode[], edges: Edge[]): ActionDiagram => ({
  nodes: nodes.map(n => {
    const { kind, label: _label, ...data } = n.data;
    return { id: n.id, kind, data, position: n.position };
  }),
  links: edges.map(e => ({ id: e.id, source: e.source, target: e.target })),
});

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' } as const;
const group = { display: 'inline-flex', gap: '0.3rem', alignItems: 'center' } as const;
const small = { padding: '0.3rem 0.7rem' } as const;
const muted = { color: '#64748b', fontSize: '0.85rem', margin: 0 } as const;

export function DiagramEditor({
  value,
  services,
  signedServices = [],
  integrations = [],
  classifications = [],
  check,
  onUse,
  onChange,
  useLabel = 'Use this diagram',
  busy = false,
  testId = 'action-diagram',
  height = '22rem',
}: DiagramEditorProps) {
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowNode>(
    (value?.nodes ?? []).map((n, i) => toFlowNode(n.id, n.kind, n.data, n.position ?? { x: 40 + (i % 4) * 200, y: 40 + Math.floor(i / 4) * 110 })),
  );
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>(
    (value?.links ?? []).map((l, i) => ({ id: l.id ?? `l${i}`, source: l.source, target: l.target })),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [service, setService] = useState(services[0] ?? '');
  const [signed, setSigned] = useState(false);
  const [classification, setClassification] = useState('');
  const [action, setAction] = useState<RuleAction>('export');
  const [integration, setIntegration] = useState(integrations[0] ?? '');
  const [counter, setCounter] = useState(() => 1 + Math.max(0, ...(value?.nodes ?? []).map(n => Number(/^n(\d+)$/.exec(n.id)?.[1] ?? 0))));

  const diagram = useMemo(() => flowToDiagram(nodes, edges), [nodes, edges]);
  const checked = useMemo(
    () => (diagram.nodes.length === 0 ? { error: 'Add the sources or classifications that select files, and the action.' } : check(diagram)),
    [diagram, check],
  );
  useEffect(() => onChange?.(diagram), [diagram, onChange]);
  useEffect(() => {
    if (!service && services[0]) setService(services[0]);
  }, [service, services]);
  useEffect(() => {
    if (!integration && integrations[0]) setIntegration(integrations[0]);
  }, [integration, integrations]);

  const add = (kind: DiagramNodeKind, data: DiagramNodeData) => {
    const id = `n${counter}`;
    setCounter(counter + 1);
    const inColumn = nodes.filter(n => COLUMN[n.data.kind] === COLUMN[kind]).length;
    setNodes(ns => [...ns, toFlowNode(id, kind, data, { x: 20 + COLUMN[kind] * 230, y: 20 + inColumn * 70 })]);
    setSelected(id);
  };
  const link = (source: string, target: string) =>
    setEdges(es => (es.some(e => e.source === source && e.target === target) ? es : addEdge({ source, target, id: `l-${source}-${target}` }, es)));
  const chosen = nodes.find(n => n.id === selected) ?? null;
  const remove = (id: string) => {
    setNodes(ns => ns.filter(n => n.id !== id));
    setEdges(es => es.filter(e => e.source !== id && e.target !== id));
    setSelected(null);
  };
  const canSign = signedServices.includes(service);
  const actions = RULE_ACTIONS.filter(a => a !== 'transform' || integrations.length > 0);

  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid={testId}>
      <div style={row}>
        <span style={group}>
          <select aria-label="Service" value={service} onChange={e => setService(e.target.value)}>
            {services.length === 0 ? <option value="">No source on this node</option> : null}
            {services.map(s => (
              <option key={s}>{s}</option>
            ))}
          </select>
          {signedServices.length ? (
            <label style={group} title={canSign ? 'Only the files carrying a content signature' : 'No path of this source is signed'}>
              <input type="checkbox" checked={signed && canSign} disabled={!canSign} onChange={e => setSigned(e.target.checked)} data-testid="diagram-signed" />
              signed only
            </label>
          ) : null}
          <button
            type="button"
            className="fx-button fx-button--secondary"
            style={small}
            disabled={!service}
            onClick={() => add('source', { service, ...(signed && canSign ? { signed: true } : {}) })}
            data-testid="diagram-add-source"
          >
            + Source
          </button>
        </span>
        <span style={group}>
          <input
            type="text"
            placeholder="Classification"
            aria-label="Classification"
            list={classifications.length ? `${testId}-classifications` : undefined}
            value={classification}
            onChange={e => setClassification(e.target.value)}
          />
          {classifications.length ? (
            <datalist id={`${testId}-classifications`}>
              {classifications.map(c => (
                <option key={c} value={c} />
              ))}
            </datalist>
          ) : null}
          <button
            type="button"
            className="fx-button fx-button--secondary"
            style={small}
            disabled={!classification.trim()}
            onClick={() => add('classification', { classification: classification.trim() })}
            data-testid="diagram-add-classification"
          >
            + Classification
          </button>
        </span>
        {CONDITION_OPERATORS.map(op => (
          <button
            key={op}
            type="button"
            className="fx-button fx-button--secondary"
            style={small}
            onClick={() => add('condition', { operator: op as ConditionOperator })}
            data-testid={`diagram-add-${op}`}
          >
            + {op}
          </button>
        ))}
        <span style={group}>
          <select aria-label="Action of the node" value={action} onChange={e => setAction(e.target.value as RuleAction)}>
            {actions.map(a => (
              <option key={a} value={a}>
                {RULE_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
          {action === 'transform' ? (
            <select aria-label="Integration" value={integration} onChange={e => setIntegration(e.target.value)} data-testid="diagram-integration">
              {integrations.map(s => (
                <option key={s}>{s}</option>
              ))}
            </select>
          ) : null}
          <button
            type="button"
            className="fx-button fx-button--secondary"
            style={small}
            onClick={() => add('action', action === 'transform' ? { action, targetName: integration } : { action })}
            data-testid="diagram-add-action"
          >
            + Action
          </button>
        </span>
      </div>
      <div style={{ height, border: '1px solid #e2e8f0', borderRadius: 4, background: '#fff' }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={(c: Connection) => c.source && c.target && link(c.source, c.target)}
          onNodeClick={(_, n) => setSelected(n.id)}
          onPaneClick={() => setSelected(null)}
          // A saved diagram is fitted into view; a new one starts at full size, nodes added column by column.
          fitView={!!value?.nodes.length}
          fitViewOptions={{ maxZoom: 1 }}
          defaultViewport={{ x: 0, y: 0, zoom: 1 }}
          minZoom={0.3}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      {chosen ? (
        <div style={row} data-testid="diagram-selected">
          <strong>{chosen.data.label}</strong>
          <select aria-label="Link to" value="" onChange={e => e.target.value && link(chosen.id, e.target.value)} data-testid="diagram-link-to">
            <option value="">Link to…</option>
            {nodes
              .filter(n => n.id !== chosen.id)
              .map(n => (
                <option key={n.id} value={n.id}>
                  {n.data.label} ({n.id})
                </option>
              ))}
          </select>
          <button type="button" className="fx-button fx-button--secondary" style={small} onClick={() => remove(chosen.id)}>
            Remove node
          </button>
          <span style={muted}>{KIND_LABEL[chosen.data.kind]}</span>
        </div>
      ) : (
        <p style={muted}>Link a node by dragging from its right handle to another node's left one, or select it and choose Link to.</p>
      )}
      <div style={{ ...row, flexWrap: 'nowrap', alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          {checked.error ? (
            <span role="status" style={{ color: '#b91c1c' }} data-testid="diagram-error">
              {checked.error}
            </span>
          ) : (
            checked.summary
          )}
        </div>
        <button type="button" className="fx-button" style={small} disabled={!!checked.error || busy} onClick={() => onUse(diagram)} data-testid="diagram-use">
          {useLabel}
        </button>
      </div>
    </div>
  );
}
