import { SERVER_SETTINGS_DEFAULTS, type ServerSettingsProperty } from '@fathom/sdk/api/tasks';
import { FIELDS, WORKER_OPTIONS } from './fields';
import { draftError, draftOf, fieldErrors, isChanged, parseNumber, setInherited, setValue, toSet } from './model';

const inheritedValues = { ...SERVER_SETTINGS_DEFAULTS, maxFileSize: 2, enableOcr: true };
const inheriting: ServerSettingsProperty = { values: {}, inherited: true, inheritedFrom: 'ou1', inheritedValues, effective: inheritedValues };
const own: ServerSettingsProperty = {
  values: { maxFileSize: 7 },
  inherited: false,
  inheritedFrom: 'ou1',
  inheritedValues,
  effective: { ...inheritedValues, maxFileSize: 7 },
};

describe('settings model', () => {
  it('has a field with a label, unit kind and help for every server setting, and the workers choices', () => {
    expect(FIELDS.map(f => f.key).sort()).toEqual(Object.keys(SERVER_SETTINGS_DEFAULTS).sort());
    for (const f of FIELDS) {
      expect(f.label).toBeTruthy();
      expect(f.help).toBeTruthy();
      if (f.kind !== 'switch') expect(f.unit).toBeTruthy();
    }
    expect(WORKER_OPTIONS.map(o => o.label)).toEqual(['Auto', 'Disabled', ...Array.from({ length: 16 }, (_, i) => String(i + 1))]);
    expect(WORKER_OPTIONS.slice(0, 2).map(o => o.value)).toEqual(['-1', '0']);
  });

  it('shows the inherited values while inheriting and those in force otherwise; numbers as text', () => {
    expect(draftOf(inheriting)).toMatchObject({
      inherited: true,
      values: { maxFileSize: '2', enableOcr: true, maxNormalizedLoadAverage: '0.7', dynamicWorkers: '-1' },
    });
    expect(draftOf(own)).toMatchObject({ inherited: false, values: { maxFileSize: '7', enableOcr: true } });
  });

  it('turning inheritance off starts from the inherited values as own values; on again saves inherited: true', () => {
    const off = setInherited(inheriting, false);
    expect(off.inherited).toBe(false);
    expect(isChanged(off, inheriting)).toBe(true);
    expect(toSet(off)).toEqual({ values: inheritedValues });
    expect(toSet(setInherited(own, true))).toEqual({ inherited: true });
    expect(isChanged(setInherited(inheriting, true), inheriting)).toBe(false);
  });

  it('indexing off turns classification and OCR off; they stay off without indexing', () => {
    const d = setValue(setInherited(inheriting, false), 'enableIndexing', false);
    expect(d.values).toMatchObject({ enableIndexing: false, enableClassification: false, enableOcr: false });
    expect(setValue(d, 'enableOcr', true).values.enableOcr).toBe(false);
    expect(setValue(setValue(d, 'enableIndexing', true), 'enableOcr', true).values.enableOcr).toBe(true);
  });

  it('checks every field with the shared rules and names the first problem', () => {
    let d = setInherited(inheriting, false);
    expect(fieldErrors(d)).toEqual({});
    expect(draftError(d)).toBeNull();
    d = setValue(d, 'maxCPUUtilization', '150');
    d = setValue(d, 'maxConcurrentTasks', '1.5');
    d = setValue(d, 'maxFileSize', '');
    expect(fieldErrors(d)).toEqual({
      maxCPUUtilization: 'maxCPUUtilization must be a percentage from 0 (no limit) to 100.',
      maxConcurrentTasks: 'maxConcurrentTasks must be a whole number of at least 1.',
      maxFileSize: 'maxFileSize must be a number.',
    });
    expect(draftError(d)).toBe('maxFileSize must be a number.');
    // Inherited values are not checked: they are not edited here.
    expect(fieldErrors({ ...d, inherited: true })).toEqual({});
  });

  it('a value typed differently but equal is no change; decimal commas are read', () => {
    const d = setValue(draftOf(own), 'maxFileSize', ' 7.0 ');
    expect(isChanged(d, own)).toBe(false);
    expect(isChanged(setValue(d, 'maxFileSize', '8'), own)).toBe(true);
    expect(parseNumber('0,5')).toBe(0.5);
    expect(parseNumber('x')).toBeNaN();
    expect(toSet(setValue(draftOf(own), 'maxNormalizedLoadAverage', '1.25'))).toEqual({
      values: { ...inheritedValues, maxFileSize: 7, maxNormalizedLoadAverage: 1.25 },
    });
  });
});
