/** Adding or editing one export location: the shared schema of sdk/api plus unique names within the node's list. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { MESSAGES } from '@fathom/sdk/api';
import {
  EXPORT_LOCATION_TYPE_LABELS,
  EXPORT_LOCATION_TYPES,
  exportLocationSchema,
  locationNameKey,
  type ExportLocation,
  type ExportLocationType,
} from '@fathom/sdk/api/export-locations';

interface Values {
  name: string;
  type: ExportLocationType;
  path: string;
  description: string;
}

export interface LocationFormProps {
  /** The entry edited, or null for a new one. */
  initial: ExportLocation | null;
  /** Names of the other entries of the list. */
  otherNames: string[];
  onApply(location: ExportLocation): void;
  onCancel(): void;
}

const newId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `loc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

export function LocationForm({ initial, otherNames, onApply, onCancel }: LocationFormProps) {
  const taken = new Set(otherNames.map(locationNameKey));
  const schema = exportLocationSchema
    .shape({
      name: (exportLocationSchema.fields.name as yup.StringSchema).test('unique', MESSAGES.unique, v => !v || !taken.has(locationNameKey(v))),
    })
    .omit(['id']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: yupResolver(schema as unknown as yup.ObjectSchema<Values>),
    defaultValues: { name: initial?.name ?? '', type: initial?.type ?? 'filesys', path: initial?.path ?? '', description: initial?.description ?? '' },
  });
  const apply = (v: Values) =>
    onApply({ id: initial?.id || newId(), name: v.name.trim(), type: v.type, path: v.path.trim(), description: v.description ?? '' });
  const error = (f: keyof Values) =>
    errors[f]?.message && (
      <small className="fx-field__error" role="alert" data-testid={`location-error-${f}`}>
        {errors[f]?.message}
      </small>
    );

  return (
    <form
      className="fx-discover-form"
      onSubmit={e => {
        e.stopPropagation();
        void handleSubmit(apply)(e);
      }}
      noValidate
      aria-label={initial ? `Edit ${initial.name}` : 'New export location'}
      data-testid="location-form"
      style={{ border: '1px solid #e2e8f0', borderRadius: 6, padding: '0.75rem', marginTop: '0.5rem' }}
    >
      <strong>{initial ? `Edit ${initial.name}` : 'New export location'}</strong>
      <label className="fx-field">
        <span>Name</span>
        <input {...register('name')} aria-invalid={!!errors.name} data-testid="location-name" autoFocus />
        {error('name')}
      </label>
      <label className="fx-field">
        <span>Type</span>
        <select {...register('type')} data-testid="location-type">
          {EXPORT_LOCATION_TYPES.map(t => (
            <option key={t} value={t}>
              {EXPORT_LOCATION_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
        {error('type')}
      </label>
      <label className="fx-field">
        <span>Folder path on the server</span>
        <input {...register('path')} placeholder="/srv/exports" aria-invalid={!!errors.path} data-testid="location-path" />
        {error('path')}
      </label>
      <label className="fx-field">
        <span>Description</span>
        <input {...register('description')} aria-invalid={!!errors.description} data-testid="location-description" />
        {error('description')}
      </label>
      <div className="fx-discover-actions">
        <button type="submit" className="fx-button" data-testid="location-apply">
          {initial ? 'Apply' : 'Add'}
        </button>
        <button type="button" className="fx-button fx-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
