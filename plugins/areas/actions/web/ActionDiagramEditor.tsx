/**
 * The diagram editor of a stored action (spec 001 §2): the shared diagram editor (sdk/web/ui/diagram) holding one
 * rule, checked by the shared rules (sdk/api/action-diagram.ts); a valid one gives the statement and the action the
 * action runs.
 */
import { useCallback } from 'react';
import { DiagramError, diagramToRule, ruleStatement, type ActionDiagram } from '@fathom/sdk/api/action-diagram';
import { DiagramEditor } from '@fathom/sdk/web/ui/diagram/DiagramEditor';

export default function ActionDiagramEditor({
  value,
  name,
  services,
  integrations,
  onUse,
}: {
  value?: ActionDiagram;
  name: string;
  services: string[];
  integrations?: string[];
  onUse: (diagram: ActionDiagram) => void;
}) {
  const check = useCallback(
    (diagram: ActionDiagram) => {
      try {
        return { error: null, summary: <code data-testid="diagram-statement">{ruleStatement(diagramToRule(diagram, { id: 'diagram', name }))}</code> };
      } catch (e) {
        return { error: e instanceof DiagramError ? e.message : (e as Error).message };
      }
    },
    [name],
  );
  return <DiagramEditor value={value} services={services} integrations={integrations} check={check} onUse={onUse} />;
}
