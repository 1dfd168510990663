/**
 * Adds or edits one source service: type (when adding), name, the type's parameters, include and exclude
 * paths. Apply checks the shared rules (sdk/api/policy) and the type's own form; errors stay beside the fields.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { SERVICE_NAME_MAX, type SourceService } from '@fathom/sdk/api/policy';
import { defaultParameters, fieldsForMode, SERVICE_PATHS, type DynamicFormsAnswer } from '@fathom/sdk/api/services';
import { ApiClient, useService, type ServiceFormContribution } from '@fathom/sdk/web';
import { ErrorText } from './ErrorText';
import { blankService, serviceErrors, toSourcesProperty, type FieldErrors } from './model';
import { ParametersForm } from './ParametersForm';
import { ExcludeList, IncludeList } from './PathLists';
import { TestConnection } from './TestConnection';

export interface ServiceDialogProps {
  /** The service edited, or null to add one. */
  initial: SourceService | null;
  /** The node's other services (for unique names and overlapping locations). */
  others: SourceService[];
  forms: readonly ServiceFormContribution[];
  /** The node whose sources these are (Test connection uses its stored secrets). */
  nodeId: string;
  onApply(service: SourceService): void;
  onClose(): void;
}

/** The fields the server's form of each type offers (the licence removes some); undefined until known. */
function useAllowedFields(): Map<string, string[]> | undefined {
  const api = useService(ApiClient);
  const q = useQuery({
    queryKey: ['services', 'dynamicForms'],
    queryFn: ({ signal }) => api.get<DynamicFormsAnswer>(SERVICE_PATHS.dynamicForms, {}, { signal, suppressError: true }),
    retry: false,
    staleTime: 60_000,
  });
  return useMemo(() => (q.data ? new Map(q.data.data.services.map(s => [s.type, s.schema.fields.map(f => f.key)])) : undefined), [q.data]);
}

function newService(form: ServiceFormContribution | undefined): SourceService {
  const s = blankService(form?.type ?? 'filesys');
  return { ...s, parameters: defaultParameters(fieldsForMode(form?.fields ?? [], 'Source')) };
}

export function ServiceDialog({ initial, others, forms, nodeId, onApply, onClose }: ServiceDialogProps) {
  const sourceForms = useMemo(() => forms.filter(f => f.modes.includes('Source')), [forms]);
  const allowed = useAllowedFields();
  const [service, setService] = useState<SourceService>(() => (initial ? (JSON.parse(JSON.stringify(initial)) as SourceService) : newService(sourceForms[0])));
  // Errors show once Apply was pressed, then follow every change.
  const [tried, setTried] = useState(false);
  const form = forms.find(f => f.type === service.type);
  const errors: FieldErrors = tried ? serviceErrors(service, others, form) : {};
  const patch = (p: Partial<SourceService>) => setService(s => ({ ...s, ...p }));

  function apply() {
    setTried(true);
    if (Object.keys(serviceErrors(service, others, form)).length) return;
    onApply(toSourcesProperty([service], forms).services[0]);
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} />
      <Button type="submit" form="source-form" label={initial ? 'Apply' : 'Add'} icon="pi pi-check" data-testid="source-apply" />
    </>
  );
  return (
    <Dialog
      visible
      modal
      header={initial ? `Edit ${initial.name}` : 'Add source'}
      onHide={onClose}
      footer={footer}
      style={{ width: '52rem', maxWidth: '96vw' }}
    >
      <form
        id="source-form"
        data-testid="source-dialog"
        onSubmit={e => {
          e.preventDefault();
          apply();
        }}
        style={{ display: 'grid', gap: '1rem' }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '0.75rem' }}>
          <div style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor="source-type">Type</label>
            <Dropdown
              inputId="source-type"
              value={service.type}
              disabled={!!initial || sourceForms.length < 2}
              options={sourceForms.length ? sourceForms.map(f => ({ label: f.title, value: f.type })) : [{ label: service.type, value: service.type }]}
              onChange={e =>
                patch({ type: e.value, parameters: defaultParameters(fieldsForMode(forms.find(f => f.type === e.value)?.fields ?? [], 'Source')) })
              }
            />
          </div>
          <div style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor="source-name">Name</label>
            <InputText
              id="source-name"
              value={service.name}
              maxLength={SERVICE_NAME_MAX + 8}
              invalid={!!errors.name}
              aria-describedby="source-name-error"
              data-testid="source-name"
              autoFocus
              onChange={e => patch({ name: e.target.value })}
            />
            <ErrorText id="source-name-error" message={errors.name} />
          </div>
        </div>
        {form ? (
          <ParametersForm
            form={form}
            mode={service.mode ?? 'Source'}
            values={service.parameters ?? {}}
            errors={errors}
            allowed={allowed?.get(service.type)}
            onChange={parameters => patch({ parameters })}
          />
        ) : (
          <small>No parameters form is installed for the type {service.type}; its parameters are kept as they are.</small>
        )}
        <IncludeList pathStyle={form?.pathStyle ?? 'local'} items={service.include} errors={errors} onChange={include => patch({ include })} />
        <ExcludeList pathStyle={form?.pathStyle ?? 'local'} items={service.exclude} errors={errors} onChange={exclude => patch({ exclude })} />
        <TestConnection service={service} nodeId={nodeId} />
      </form>
    </Dialog>
  );
}
