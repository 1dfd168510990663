/**
 * The policy's rule drawn as a diagram (spec 001 §2 diagram editor, §3 policy rule, §4 diagram rules): the shared
 * diagram editor (sdk/web/ui/diagram) over the sources of this node and the collectors below it, their signed paths,
 * integrations and classifications. Each action fed by conditions is one rule of the policyRule (format version 100);
 * the rules are named as the diagram changes, and Save writes the actions section of PID_POLICY, where the server
 * checks the same rules again and answers with the spec's message when one is broken.
 *
 * The section inherits like the other policy sections: a node that follows the node above shows the rule in force
 * there (read here, edited there) and may take a rule of its own, starting from it; a node with its own rule may
 * follow the node above again. The rule in force runs after each scan of a collector it reaches.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  conditionText,
  DiagramError,
  policyDiagramToRule,
  POLICY_PROPERTY,
  type ActionDiagram,
  type DiagramContext,
  type PolicyActionsWrite,
  type PolicyProperty,
  type PolicyRule,
} from '@fathom/sdk/api/action-diagram';
import { RULE_ACTION_LABELS } from '@fathom/sdk/api/actions';
import type { SourcesProperty, SubtreeSources } from '@fathom/sdk/api/policy';
import type { TabProps } from '@fathom/sdk/web';
import { DiagramEditor } from '@fathom/sdk/web/ui/diagram/DiagramEditor';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import type { ClassificationsAnswer } from '../../api';
import { usePropertyRead, usePropertySave } from '../sources/useNodeProperties';

const DEFAULT_NAME = 'Policy rule';

/** Each rule of a policy rule: its condition in the search language, then its actions. */
function RuleSummary({ rule, testId }: { rule: PolicyRule; testId: string }) {
  return (
    <ol style={{ margin: 0, paddingLeft: '1.2rem', fontSize: '0.85rem' }} data-testid={testId}>
      {rule.rules.map(r => (
        <li key={r.id}>
          <code>{conditionText(r.condition)}</code> →{' '}
          {r.actions.map(a => RULE_ACTION_LABELS[a.type].replace(/ \(.*\)$/, '') + (a.targetName ? ` (${a.targetName})` : '')).join(', then ')}
        </li>
      ))}
    </ol>
  );
}
const Note = ({ children, testId }: { children: ReactNode; testId: string }) => (
  <div
    data-testid={testId}
    style={{ padding: '0.5rem 0.75rem', background: '#f1f5f9', border: '1px solid #cbd5e1', borderRadius: 6, display: 'grid', gap: '0.4rem' }}
  >
    {children}
  </div>
);

export default function PolicyRuleEditor({ node }: TabProps) {
  const policy = usePropertyRead<PolicyProperty>(node.objectId, POLICY_PROPERTY);
  const own = usePropertyRead<SourcesProperty>(node.objectId, 'PID_SOURCES');
  const below = useNodeProperty<SubtreeSources>(node.objectId, 'PID_SOURCES', { options: { subtree: true }, refresh: false });
  const classes = useNodeProperty<ClassificationsAnswer>(node.objectId, 'PID_CLASSIFICATIONS', { refresh: false });
  const save = usePropertySave<PolicyActionsWrite>(node.objectId, POLICY_PROPERTY, { cached: (_v, answer) => answer });
  const section = policy.data?.actions;
  const [ownRule, setOwnRule] = useState(false);
  const inheritedRule = section?.inheritedValues?.rule;
  // A node that follows a rule above shows it; with none above there is nothing to follow, so the editor shows.
  const following = section?.inherited === true && !!inheritedRule && !ownRule;
  // Taking a rule of its own starts from the one inherited when the node has none yet (as a new rule).
  const fromInherited = section?.inherited === true && !section.values.rule && !!inheritedRule;
  const saved = fromInherited ? section.inheritedValues : section?.values;
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
        return { error: null, summary: <RuleSummary rule={rule} testId="policy-rule-summary" /> };
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
      await save.mutateAsync({
        actions: { values: { rule: saved?.rule && !fromInherited ? { ...saved.rule, name: ruleName } : { name: ruleName }, diagram } },
      });
      setOwnRule(false);
      setMessage({ error: false, text: 'Policy rule saved.' });
    } catch (e) {
      setMessage({ error: true, text: (e as Error).message });
    }
  };

  const follow = async () => {
    setMessage(null);
    try {
      await save.mutateAsync({ actions: { inherited: true } });
      setMessage({ error: false, text: `${node.name} follows the policy rule of the node above.` });
    } catch (e) {
      setMessage({ error: true, text: (e as Error).message });
    }
  };
  const from = section?.inheritedFromName ?? 'the node above';

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
      {following ? (
        <Note testId="policy-rule-inherited">
          <strong>{`Inherited from ${from}: ${inheritedRule!.name}`}</strong>
          <RuleSummary rule={inheritedRule!} testId="policy-rule-effective" />
          <span style={{ fontSize: '0.85rem', color: '#475569' }}>
            {`It runs after each scan of the collectors it reaches, on the files the scan found. Change it on ${from}, or give ${node.name} a rule of its own.`}
          </span>
          <div>
            <button type="button" className="fx-button" onClick={() => setOwnRule(true)} data-testid="policy-rule-own">
              <i className="pi pi-pencil" /> Give this node a rule of its own
            </button>
          </div>
        </Note>
      ) : (
        <>
          {node.parentId && section?.inherited === false ? (
            <Note testId="policy-rule-own-note">
              <span>
                {node.name} has a rule of its own
                {inheritedRule ? `, in place of ${inheritedRule.name} from ${from}` : ''}.{' '}
                <button type="button" className="fx-link" onClick={() => void follow()} data-testid="policy-rule-follow" disabled={save.isPending}>
                  Follow the node above instead
                </button>
              </span>
            </Note>
          ) : null}
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
        </>
      )}
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
