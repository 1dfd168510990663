/**
 * The policy's rule drawn as a diagram (spec 001 §2 diagram editor, §3 policy rule, §4 diagram rules): the shared
 * diagram editor (sdk/web/ui/diagram) over the sources of this node and the collectors below it, their signed paths,
 * integrations and classifications. Each action fed by conditions is one rule of the policyRule (format version 100);
 * the rules are named as the diagram changes, and Save writes the actions section of PID_POLICY, where the server
 * checks the same rules again and answers with the spec's message when one is broken.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  conditionText,
  DiagramError,
  policyDiagramToRule,
  POLICY_PROPERTY,
  type ActionDiagram,
  type DiagramContext,
  type PolicyProperty,
} from '@fathom/sdk/api/action-diagram';
import { RULE_ACTION_LABELS } from '@fathom/sdk/api/actions';
import type { SourcesProperty, SubtreeSources } from '@fathom/sdk/api/policy';
import type { TabProps } from '@fathom/sdk/web';
import { DiagramEditor } from '@fathom/sdk/web/ui/diagram/DiagramEditor';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import type { ClassificationsAnswer } from '../../api';
import { usePropertyRead, usePropertySave } from '../sources/useNodeProperties';

const DEFAULT_NAME = 'Policy rule';

export default function PolicyRuleEditor({ node }: TabProps) {
  const policy = usePropertyRead<PolicyProperty>(node.objectId, POLICY_PROPERTY);
  const own = usePropertyRead<SourcesProperty>(node.objectId, 'PID_SOURCES');
  const below = useNodeProperty<SubtreeSources>(node.objectId, 'PID_SOURCES', { options: { subtree: true }, refresh: false });
  const classes = useNodeProperty<ClassificationsAnswer>(node.objectId, 'PID_CLASSIFICATIONS', { refresh: false });
  const save = usePropertySave<PolicyProperty>(node.objectId, POLICY_PROPERTY, { cached: (_v, answer) => answer });
  const saved = policy.data?.actions?.values;
  const [name, setName] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const context = useMemo((): DiagramContext => {
    const scanned = [...(below.data?.collectors ?? []).flatMap(c => c.services), ...(own.data?.services ?? []).filter(s => (s.mode ?? 'Source') === 'Source')];
    const byName = new Map(scanned.map(s => [s.name, { name: s.name, include: s.include }]));
    return { services: [...byName.values()], integrations: (own.data?.services ?? []).filter(s => s.mode === 'Transform').map(s => s.name) };
  }, [below.data, own.data]);
  const services = context.services!.map(s => s.name).sort();
  const signedServices = context.services!.filter(s => s.include?.some(i => i.signing)).map(s => s.name);
  const ruleName = name ?? saved?.rule?.name ?? DEFAULT_NAME;

  const check = useCallback(
    (diagram: ActionDiagram) => {
      try {
        const rule = policyDiagramToRule(diagram, { id: 'policy', name: ruleName }, context);
        return {
          error: null,
          summary: (
            <ol style={{ margin: 0, paddingLeft: '1.2rem', fontSize: '0.85rem' }} data-testid="policy-rule-summary">
              {rule.rules.map(r => (
                <li key={r.id}>
                  <code>{conditionText(r.condition)}</code> →{' '}
                  {r.actions.map(a => RULE_ACTION_LABELS[a.type].replace(/ \(.*\)$/, '') + (a.targetName ? ` (${a.targetName})` : '')).join(', then ')}
                </li>
              ))}
            </ol>
          ),
        };
      } catch (e) {
        return { error: e instanceof DiagramError ? e.message : (e as Error).message };
      }
    },
    [context, ruleName],
  );
  const savedText = JSON.stringify(saved?.diagram ?? null);
  // A change after a save takes the 'saved' word away; the saved diagram itself (drawn again after a save) does not.
  const onChange = useCallback(
    (d: ActionDiagram) => {
      if (JSON.stringify(d) !== savedText) setMessage(m => (m && !m.error ? null : m));
    },
    [savedText],
  );
  const use = async (diagram: ActionDiagram) => {
    setMessage(null);
    try {
      await save.mutateAsync({ actions: { values: { rule: saved?.rule ? { ...saved.rule, name: ruleName } : ({ name: ruleName } as never), diagram } } });
      setMessage({ error: false, text: 'Policy rule saved.' });
    } catch (e) {
      setMessage({ error: true, text: (e as Error).message });
    }
  };

  if (policy.error) return <div role="alert">The policy could not be read: {policy.error}</div>;
  if (policy.isLoading || own.isLoading || below.isLoading)
    return (
      <div role="progressbar" aria-label="Loading the policy rule">
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid="policy-rule">
      <p style={{ margin: 0, color: '#475569', fontSize: '0.9rem' }}>
        Draw which files the policy acts on and what it does with them: sources and classifications feed And, Or and Not conditions, each condition feeds an
        action, and actions that copy files may follow one another. Each action fed by conditions is one rule.
      </p>
      <label style={{ display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}>
        Rule name
        <input type="text" value={ruleName} maxLength={256} onChange={e => setName(e.target.value)} data-testid="policy-rule-name" />
      </label>
      <DiagramEditor
        key={saved?.rule?.id ?? 'new'}
        testId="policy-diagram"
        value={saved?.diagram}
        services={services}
        signedServices={signedServices}
        integrations={context.integrations}
        classifications={(classes.data?.classifications ?? []).map(c => c.name)}
        check={check}
        onChange={onChange}
        onUse={d => void use(d)}
        useLabel="Save policy rule"
        busy={save.isPending}
        height="26rem"
      />
      {message ? (
        <div
          role={message.error ? 'alert' : 'status'}
          style={{ color: message.error ? '#b91c1c' : '#166534' }}
          data-testid={message.error ? 'policy-rule-error' : 'policy-rule-saved'}
        >
          {message.text}
        </div>
      ) : null}
    </div>
  );
}
