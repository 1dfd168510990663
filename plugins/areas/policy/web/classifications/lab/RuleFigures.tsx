/**
 * How well each rule works, measured: precision and recall of every rule on the labelled texts the classifiers
 * ship, what each custom pattern matches there (masked), and the classifications' figures on the files people
 * labelled under this node (Discover → a file → Right / Wrong), under the definitions being edited.
 */
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { CLASSIFICATION_PATHS, type ClassificationTestAnswer, type PolicyClassification, type RuleCorpusFigures } from '@fathom/sdk/api/classification';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ratioText } from './model';
import { LabelledTable } from './LabelledTable';

export function RuleFigures({ objectId, classifications }: { objectId: string; classifications: PolicyClassification[] }) {
  const api = useService(ApiClient);
  const measure = useMutation({
    mutationFn: () =>
      api.post<ClassificationTestAnswer>(CLASSIFICATION_PATHS.test, { objectId, classifications, corpus: true, labelled: true }, { suppressError: true }),
  });
  const corpus = measure.data?.corpus;
  const labelled = measure.data?.labelled;
  const weakest = corpus ? [...corpus.rules].sort((a, b) => Math.min(a.precision, a.recall) - Math.min(b.precision, b.recall)) : [];
  return (
    <section
      data-testid="rule-figures"
      aria-label="How well the rules work"
      style={{ borderTop: '1px solid var(--surface-border, #e2e8f0)', paddingTop: '0.6rem', display: 'grid', gap: '0.5rem' }}
    >
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <strong style={{ marginRight: 'auto' }}>
          <i className="pi pi-chart-line" aria-hidden="true" /> How well the rules work
        </strong>
        <Button
          type="button"
          label="Measure"
          icon="pi pi-calculator"
          outlined
          loading={measure.isPending}
          onClick={() => measure.mutate()}
          data-testid="rule-figures-run"
        />
      </div>
      <small style={{ color: 'var(--text-color-secondary, #475569)' }}>
        Precision: of what a rule finds, how much is right. Recall: of what is there, how much it finds. Measured on the labelled texts shipped with the product
        and on the files people labelled right or wrong in Discover.
      </small>
      {measure.error && <div role="alert">The rules could not be measured: {(measure.error as Error).message}</div>}
      {labelled && (
        <div data-testid="rule-figures-labelled">
          {labelled.changes.length === 0 ? (
            <span>No file under this node is labelled yet: open a file in Discover and mark its classifications right or wrong.</span>
          ) : (
            <LabelledTable
              comparison={labelled}
              caption={`On ${labelled.files.toLocaleString('en-US')} labelled files (precision / recall)`}
              counted="Labelled"
            />
          )}
        </div>
      )}
      {corpus && (
        <div data-testid="rule-figures-documents">
          <LabelledTable
            comparison={corpus.documents}
            caption={`On ${corpus.documents.files} labelled documents shipped with the product (Word, OpenDocument, Excel, CSV, PDF, mail, slides, web page, zip)`}
            counted="Documents"
            showMissed
          />
          {corpus.documents.failed.length > 0 && <small role="alert">Not read: {corpus.documents.failed.join('; ')}</small>}
        </div>
      )}
      {corpus && corpus.custom.length > 0 && (
        <ul data-testid="rule-figures-custom" style={{ margin: 0 }}>
          {corpus.custom.map(c => (
            <li key={c.classification}>
              {c.classification}: matches {c.matched} of {corpus.cases.toLocaleString('en-US')} shipped texts, none labelled for it
              {c.examples.length ? ` (e.g. ${c.examples.join(' · ')})` : ''}.
            </li>
          ))}
        </ul>
      )}
      {corpus && (
        <div data-testid="rule-figures-corpus">
          <DataTable
            value={weakest}
            dataKey="ruleId"
            header={`Each rule on ${corpus.cases.toLocaleString('en-US')} shipped labelled texts, weakest first (hits of any confidence count)`}
            pt={{ table: { 'aria-label': 'Each rule on the shipped labelled texts' } }}
            size="small"
            scrollable
            scrollHeight="18rem"
            removableSort
            emptyMessage="No rule to measure."
          >
            <Column
              field="ruleName"
              header="Rule"
              sortable
              body={(r: RuleCorpusFigures) => <span data-testid={`rule-figures-row-${r.ruleId}`}>{r.ruleName}</span>}
            />
            <Column field="cases" header="Texts" sortable />
            <Column field="tp" header="Right" sortable />
            <Column field="fp" header="Wrong" sortable />
            <Column field="fn" header="Missed" sortable />
            <Column field="precision" header="Precision" sortable body={(r: RuleCorpusFigures) => <Ratio value={r.precision} />} />
            <Column field="recall" header="Recall" sortable body={(r: RuleCorpusFigures) => <Ratio value={r.recall} />} />
          </DataTable>
        </div>
      )}
    </section>
  );
}

/** A ratio, in red below 90 %. */
function Ratio({ value }: { value: number }) {
  return <span style={{ color: value < 0.9 ? 'var(--red-700, #b91c1c)' : 'inherit' }}>{ratioText(value)}</span>;
}
