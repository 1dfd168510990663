/**
 * The diagram editor of an action (spec 001 §2): sources, classifications, And/Or/Not conditions and actions as
 * nodes on a canvas, joined by links drawn between their handles, or chosen from the selected node's 'Link to'
 * list. The diagram is checked as it changes by the shared rules (sdk/api/action-diagram.ts), which name what is
 * wrong ('Node without link is not allowed.' ...); a valid one gives the statement and the action the action runs.
 */
import { addEdge, Background, Controls, Position, ReactFlow, useEdgesState, useNodesState, type Connection, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import {
  CONDITION_OPERATORS,
  DiagramError,
  diagramToRule,
  ruleStatement,
  type ActionDiagram,
  type ConditionOperator,
  type DiagramNodeData,
  type DiagramNodeKind,
} from '@fathom/sdk/api/action-diagram';
import { RULE_ACTION_LABELS, RULE_ACTIONS, type RuleAction } from '@fathom/sdk/api/actions';

type FlowData = DiagramNodeData & { kind: DiagramNodeKind; label: string } & Record<string, unknown>;
type FlowNode = Node<FlowData>;

const KIND_LABEL: Record<DiagramNodeKind, string> = { source: 'Source', classification: 'Classification', condition: 'Condition', action: 'Action' };
const KIND_COLOUR: Record<DiagramNodeKind, string> = { source: '#dbeafe', classification: '#fef3c7', condition: '#ede9fe', action: '#dcfce7' };

function labelOf(kind: DiagramNodeKind, d: DiagramNodeData): string {
  if (kind === 'source') return `Source: ${d.service || '?'}`;
  if (kind === 'classification') return `Classification: ${d.classification || '?'}`;
  if (kind === 'condition') return d.operator ?? '?';
  return d.action ? RULE_ACTION_LABELS[d.action].replace(/ \(.*\)$/, '') : '?';
}
const toFlowNode = (id: string, kind: DiagramNodeKind, data: DiagramNodeData, position: { x: number; y: number }): FlowNode => ({
  id,
  position,
  data: { ...data, kind, label: labelOf(kind, data) },
  // Sources and classifications only feed others; conditions and actions take and give links (actions chain).
  type: kind === 'source' || kind === 'classification' ? 'input' : 'default',
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
  style: { background: KIND_COLOUR[kind], border: '1px solid #94a3b8', borderRadius: 6, fontSize: 12, width: 170 },
});
const toDiagram = (nodes: FlowNode[], edges: Edge[]): ActionDiagram => ({
  nodes: nodes.map(n => {
    const { kind, label: _label, ...data } = n.data;
    return { id: n.id, kind, data, position: n.position };
  }),
  links: edges.map(e => ({ id: e.id, source: e.source, target: e.target })),
});

export default function ActionDiagramEditor({
  value,
  name,
  services,
  onUse,
}: {
  value?: ActionDiagram;
  name: string;
  services: string[];
  onUse: (diagram: ActionDiagram) => void;
}) {
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowNode>(
    (value?.nodes ?? []).map((n, i) => toFlowNode(n.id, n.kind, n.data, n.position ?? { x: 40 + (i % 4) * 200, y: 40 + Math.floor(i / 4) * 110 })),
  );
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>(
    (value?.links ?? []).map((l, i) => ({ id: l.id ?? `l${i}`, source: l.source, target: l.target })),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [service, setService] = useState(services[0] ?? '');
  const [classification, setClassification] = useState('');
  const [action, setAction] = useState<RuleAction>('export');
  const [counter, setCounter] = useState(nodes.length + 1);

  const diagram = useMemo(() => toDiagram(nodes, edges), [nodes, edges]);
  const check = useMemo(() => {
    if (diagram.nodes.length === 0) return { error: 'Add the sources or classifications that select files, and the action.', statement: null };
    try {
      return { error: null, statement: ruleStatement(diagramToRule(diagram, { id: 'diagram', name })) };
    } catch (e) {
      return { error: e instanceof DiagramError ? e.message : (e as Error).message, statement: null };
    }
  }, [diagram, name]);

  const add = (kind: DiagramNodeKind, data: DiagramNodeData) => {
    const id = `n${counter}`;
    setCounter(counter + 1);
    const column = { source: 0, classification: 0, condition: 1, action: 2 }[kind];
    const inColumn = nodes.filter(n => ({ source: 0, classification: 0, condition: 1, action: 2 })[n.data.kind] === column).length;
    setNodes(ns => [...ns, toFlowNode(id, kind, data, { x: 20 + column * 230, y: 20 + inColumn * 70 })]);
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

  return (
    <div className="fx-actions-diagram" data-testid="action-diagram">
      <div className="fx-actions-palette">
        <label>
          <select aria-label="Service" value={service} onChange={e => setService(e.target.value)}>
            {services.length === 0 ? <option value="">No source on this node</option> : null}
            {services.map(s => (
              <option key={s}>{s}</option>
            ))}
          </select>
          <button
            type="button"
            className="fx-button fx-button--secondary"
            disabled={!service}
            onClick={() => add('source', { service })}
            data-testid="diagram-add-source"
          >
            + Source
          </button>
        </label>
        <label>
          <input
            type="text"
            placeholder="Classification"
            aria-label="Classification"
            value={classification}
            onChange={e => setClassification(e.target.value)}
          />
          <button
            type="button"
            className="fx-button fx-button--secondary"
            disabled={!classification.trim()}
            onClick={() => add('classification', { classification: classification.trim() })}
            data-testid="diagram-add-classification"
          >
            + Classification
          </button>
        </label>
        {CONDITION_OPERATORS.map(op => (
          <button
            key={op}
            type="button"
            className="fx-button fx-button--secondary"
            onClick={() => add('condition', { operator: op as ConditionOperator })}
            data-testid={`diagram-add-${op}`}
          >
            + {op}
          </button>
        ))}
        <label>
          <select aria-label="Action of the node" value={action} onChange={e => setAction(e.target.value as RuleAction)}>
            {RULE_ACTIONS.filter(a => a !== 'transform').map(a => (
              <option key={a} value={a}>
                {RULE_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
          <button type="button" className="fx-button fx-button--secondary" onClick={() => add('action', { action })} data-testid="diagram-add-action">
            + Action
          </button>
        </label>
      </div>
      <div className="fx-actions-canvas">
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
          defaultViewport={{ x: 0, y: 0, zoom: 1 }}
          minZoom={0.3}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      {chosen ? (
        <div className="fx-actions-toolbar" data-testid="diagram-selected">
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
          <button type="button" className="fx-button fx-button--secondary" onClick={() => remove(chosen.id)}>
            Remove node
          </button>
          <span className="fx-actions-muted">{KIND_LABEL[chosen.data.kind]}</span>
        </div>
      ) : (
        <p className="fx-actions-muted">Link a node by dragging from its right handle to another node's left one, or select it and choose Link to.</p>
      )}
      <div className="fx-actions-toolbar">
        {check.error ? (
          <span className="fx-actions-error" role="status" data-testid="diagram-error">
            {check.error}
          </span>
        ) : (
          <code data-testid="diagram-statement">{check.statement}</code>
        )}
        <button type="button" className="fx-button" disabled={!!check.error} onClick={() => onUse(diagram)} data-testid="diagram-use">
          Use this diagram
        </button>
      </div>
    </div>
  );
}
