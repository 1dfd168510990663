import { POLICY_MESSAGES, type SourceService } from '@fathom/sdk/api/policy';
import { FILESYS_LIKE_FORM } from './test-forms';
import { blankService, inheritedSources, sameServices, serviceErrors, setIncludeFlag, tidyPath, toSourcesProperty } from './model';

const svc = (name: string, paths: string[], extra: Partial<SourceService> = {}): SourceService => ({
  type: 'filesys',
  name,
  mode: 'Source',
  parameters: {},
  include: paths.map(path => ({ path, signing: false, index: true, classify: true, ocr: false })),
  exclude: [],
  ...extra,
});

describe('sources model', () => {
  it('turning index off forces classify and OCR off; they cannot be turned on without index', () => {
    const on = { path: '/d', signing: false, index: true, classify: true, ocr: true };
    expect(setIncludeFlag(on, 'index', false)).toEqual({ path: '/d', signing: false, index: false, classify: false, ocr: false });
    const off = setIncludeFlag(on, 'index', false);
    expect(setIncludeFlag(off, 'classify', true).classify).toBe(false);
    expect(setIncludeFlag(off, 'ocr', true).ocr).toBe(false);
    expect(setIncludeFlag(off, 'signing', true).signing).toBe(true);
    expect(setIncludeFlag(setIncludeFlag(off, 'index', true), 'ocr', true)).toMatchObject({ index: true, ocr: true });
  });

  it('a blank service starts with one include entry of the spec defaults', () => {
    expect(blankService('filesys')).toEqual({
      type: 'filesys',
      name: '',
      mode: 'Source',
      parameters: {},
      include: [{ path: '', signing: false, index: false, classify: true, ocr: false }],
      exclude: [],
    });
  });

  it('tidies paths: backslashes become slashes, shares get // and /*', () => {
    expect(tidyPath('C:\\Data\\Docs\\', 'local')).toBe('C:/Data/Docs');
    expect(tidyPath('server\\share', 'share')).toBe('//server/share/*');
    expect(tidyPath('  ', 'local')).toBe('  ');
  });

  it('reports the shared rules by field: name length, required paths, repeated paths, unique names, overlapping services', () => {
    expect(serviceErrors(svc('x', ['/a']), [])).toEqual({ name: 'Field must be at least 2 characters.' });
    expect(serviceErrors(svc('Docs', []), [])).toEqual({ include: POLICY_MESSAGES.includeRequired });
    expect(serviceErrors(svc('Docs', ['/a', '\\a']), [])).toEqual({ 'include[1].path': 'This path has already been chosen' });
    expect(serviceErrors(svc('Docs', ['/a'], { exclude: [{ path: '/a/' }] }), [])).toEqual({ 'exclude[0].path': 'This path has already been chosen' });
    expect(serviceErrors(svc('Docs', ['/a']), [svc('Docs', ['/b'])])).toEqual({ name: 'Field must be unique.' });
    expect(serviceErrors(svc('Docs', ['/a/b']), [svc('Other', ['/a'])])).toEqual({ include: 'This location conflicts with the service Other.' });
    // Case sensitive: /A and /a are different paths.
    expect(serviceErrors(svc('Docs', ['/a', '/A']), [])).toEqual({});
  });

  it("adds the service type form's own parameter errors for the service mode", () => {
    expect(serviceErrors(svc('Docs', ['/a'], { mode: 'Target' }), [], FILESYS_LIKE_FORM)).toEqual({ 'parameters.storePath': 'Field is required.' });
    expect(serviceErrors(svc('Docs', ['/a']), [], FILESYS_LIKE_FORM)).toEqual({});
  });

  it('reads the inherited flag and services from the sources section of PID_POLICY', () => {
    expect(inheritedSources(undefined)).toEqual({ inherited: false, services: [] });
    expect(inheritedSources({ sources: { inherited: true, inheritedFrom: 'Demo', inheritedValues: { services: [svc('Up', ['/u'])] } } })).toEqual({
      inherited: true,
      from: 'Demo',
      services: [svc('Up', ['/u'])],
    });
  });

  it('saves normalised services and compares drafts by their normalised form', () => {
    const raw = svc(' Docs ', ['C:\\x\\'], { include: [{ path: 'C:\\x\\', signing: true, index: false, classify: true, ocr: true }] });
    expect(toSourcesProperty([raw]).services[0]).toMatchObject({
      name: 'Docs',
      include: [{ path: 'C:/x', signing: true, index: false, classify: false, ocr: false }],
    });
    expect(sameServices([raw], toSourcesProperty([raw]).services)).toBe(true);
    expect(sameServices([raw], [])).toBe(false);
  });
});
