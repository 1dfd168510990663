import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import plugin from './index';
import { FILESYS_FORM, validateFilesysParameters } from './form';

describe('filesys service form', () => {
  it('is contributed once with the spec modes and parameters', () => {
    const out: [unknown, ServiceFormContribution][] = [];
    plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
    expect(out).toHaveLength(1);
    expect(out[0][0]).toBe(ServiceForms);
    expect(out[0][1].type).toBe('filesys');
    expect(out[0][1].modes).toEqual(['Source', 'Target', 'Export']);
    expect(FILESYS_FORM.fields.map(f => f.key)).toEqual(['excludeExternalDrives', 'excludeEnableGlobal', 'storePath', 'enableCompression', 'enableEncryption']);
  });

  it('needs a store path for a Target or an Export but not for a Source', () => {
    expect(validateFilesysParameters({}, 'Source')).toEqual({});
    expect(validateFilesysParameters({ storePath: '  ' }, 'Target')).toEqual({ storePath: 'Field is required.' });
    expect(validateFilesysParameters({}, 'Export')).toEqual({ storePath: 'Field is required.' });
    expect(validateFilesysParameters({ storePath: '/srv/store' }, 'Target')).toEqual({});
    expect(validateFilesysParameters({ storePath: 'C:\\store' }, 'Export')).toEqual({});
  });

  it('rejects a store path that is not a valid system path, and non-boolean switches', () => {
    expect(validateFilesysParameters({ storePath: '/a|b' }, 'Target')).toEqual({ storePath: 'Field must be a valid path.' });
    expect(validateFilesysParameters({ storePath: '/' }, 'Target')).toEqual({ storePath: 'Field must be a valid path.' });
    expect(validateFilesysParameters({ excludeExternalDrives: 'yes' }).excludeExternalDrives).toMatch(/true or false/);
  });
});
