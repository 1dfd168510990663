/**
 * Adds or edits one service of a list (ServiceKind): type (when adding; only types whose form supports the list's
 * mode), name, the type's parameters for that mode, and for a source its include and exclude paths. Apply checks
 * the shared rules (sdk/api/policy) and the type's own form; errors stay beside the fields.
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
import { SOURCE_KIND, type ServiceKind } from './kinds';

export interface ServiceDialogProps {
  /** The list the service belongs to (default: sources). */
  kind?: ServiceKind;
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

function newService(form: ServiceFormContribution | undefined, kind: ServiceKind): SourceService {
  const s = blankService(form?.type ?? 'filesys', kind.mode);
  return { ...s, parameters: defaultParameters(fieldsForMode(form?.fields ?? [], kind.mode)) };
}

export function ServiceDialog({ kind = SOURCE_KIND, initial, others, forms, nodeId, onApply, onClose }: ServiceDialogProps) {
  const { id } = kind;
  const sourceForms = useMemo(() => forms.filter(f => f.modes.includes(kind.mode)), [forms, kind]);
  const allowed = useAllowedFields();
  const [service, setService] = useState<SourceService>(() =>
    initial ? (JSON.parse(JSON.stringify(initial)) as SourceService) : newService(sourceForms[0], kind),
  );
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
      <Button type="submit" form={`${id}-form`} label={initial ? 'Apply' : 'Add'} icon="pi pi-check" data-testid={`${id}-apply`} />
    </>
  );
  return (
    <Dialog
      visible
      modal
      header={initial ? `Edit ${initial.name}` : `Add ${kind.singular}`}
      onHide={onClose}
      footer={footer}
      style={{ width: '52rem', maxWidth: '96vw' }}
    >
      <form
        id={`${id}-form`}
        data-testid={`${id}-dialog`}
        onSubmit={e => {
          e.preventDefault();
          apply();
        }}
        style={{ display: 'grid', gap: '1rem' }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '0.75rem' }}>
          <div style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor={`${id}-type`}>Type</label>
            <Dropdown
              inputId={`${id}-type`}
              value={service.type}
              disabled={!!initial || sourceForms.length < 2}
              options={sourceForms.length ? sourceForms.map(f => ({ label: f.title, value: f.type })) : [{ label: service.type, value: service.type }]}
              onChange={e =>
                patch({ type: e.value, parameters: defaultParameters(fieldsForMode(forms.find(f => f.type === e.value)?.fields ?? [], kind.mode)) })
              }
            />
          </div>
          <div style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor={`${id}-name`}>Name</label>
            <InputText
              id={`${id}-name`}
              value={service.name}
              maxLength={SERVICE_NAME_MAX + 8}
              invalid={!!errors.name}
              aria-describedby={`${id}-name-error`}
              data-testid={`${id}-name`}
              autoFocus
              onChange={e => patch({ name: e.target.value })}
            />
            <ErrorText id={`${id}-name-error`} message={errors.name} />
          </div>
        </div>
        {form ? (
          <ParametersForm
            form={form}
            mode={service.mode ?? kind.mode}
            values={service.parameters ?? {}}
            errors={errors}
            allowed={allowed?.get(service.type)}
            onChange={parameters => patch({ parameters })}
          />
        ) : (
          <small>No parameters form is installed for the type {service.type}; its parameters are kept as they are.</small>
        )}
        {kind.scanned && (
          <>
            <IncludeList pathStyle={form?.pathStyle ?? 'local'} items={service.include} errors={errors} onChange={include => patch({ include })} />
            <ExcludeList pathStyle={form?.pathStyle ?? 'local'} items={service.exclude} errors={errors} onChange={exclude => patch({ exclude })} />
          </>
        )}
        <TestConnection service={service} nodeId={nodeId} testId={`${id}-test`} />
      </form>
    </Dialog>
  );
}
