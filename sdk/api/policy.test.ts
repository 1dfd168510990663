import {
  isScanned,
  normaliseInclude,
  normalisePolicyPath,
  normaliseService,
  pathStyleOf,
  policyPathRoot,
  POLICY_MESSAGES,
  validateService,
  validateSources,
  type ServiceTypeDescriptor,
  type SourceService,
} from './policy';
import { serverSettingsError, TASK_STATUS, TASK_STATUS_LABELS, isFinalTaskStatus } from './tasks';

const svc = (over: Partial<SourceService> = {}): SourceService => ({
  type: 'filesys',
  name: 'docs',
  mode: 'Source',
  parameters: {},
  include: [{ path: '/data', signing: false, index: true }],
  exclude: [],
  ...over,
});

test('paths: backslashes become slashes, // prefix and /* suffix forms, file shares get both', () => {
  expect(normalisePolicyPath('\\data\\docs\\')).toBe('/data/docs');
  expect(normalisePolicyPath('//server//share/x')).toBe('//server/share/x');
  expect(normalisePolicyPath('server\\share', 'share')).toBe('//server/share/*');
  expect(policyPathRoot('/data/*')).toBe('/data');
  expect(policyPathRoot('/data')).toBe('/data');
});

test('turning index off forces classify and ocr off', () => {
  expect(normaliseInclude({ path: '/d', signing: false, index: false, classify: true, ocr: true })).toEqual({
    path: '/d',
    signing: false,
    index: false,
    classify: false,
    ocr: false,
  });
  expect(normaliseInclude({ path: '/d', signing: true, index: true })).toMatchObject({ classify: true, ocr: false });
});

test('include needs a path, signing and index; paths must not repeat; names 2 to 32', () => {
  expect(validateService(svc())).toEqual([]);
  expect(validateService(svc({ include: [] }))[0].message).toBe(POLICY_MESSAGES.includeRequired);
  const dup = validateService(
    svc({
      include: [
        { path: '/data', signing: false, index: true },
        { path: '\\data\\', signing: false, index: false },
      ],
    }),
  );
  expect(dup).toEqual([{ field: 'include[1].path', message: 'This path has already been chosen' }]);
  expect(
    validateService(
      svc({
        include: [
          { path: '/Data', signing: false, index: true },
          { path: '/data', signing: false, index: true },
        ],
      }),
    ),
  ).toEqual([]); // case sensitive
  const missing = validateService(svc({ include: [{ path: '/x' } as never] }));
  expect(missing.map(e => e.field)).toEqual(['include[0].signing', 'include[0].index']);
  expect(validateService(svc({ name: 'a' }))[0].message).toBe('Field must be at least 2 characters.');
  expect(validateService(svc({ name: 'x'.repeat(33) }))[0].message).toBe('Field must be at most 32 characters.');
  expect(validateService(svc({ exclude: [{ path: '*.tmp' }, { path: '/data/a|b' }] }))).toEqual([
    { field: 'exclude[1].path', message: 'Field must be a valid path.' },
  ]);
});

test('a location must not conflict with another service; names are unique', () => {
  const errors = validateSources({
    services: [svc(), svc({ name: 'other', include: [{ path: '/data/sub', signing: false, index: false }] }), svc({ name: 'other' })],
  });
  expect(errors.some(e => e.message === 'This location conflicts with the service docs.')).toBe(true);
  expect(errors.some(e => e.field === 'services[2].name' && e.message === 'Field must be unique.')).toBe(true);
});

describe('service types describe their modes and path style', () => {
  const types: ServiceTypeDescriptor[] = [
    { type: 'filesys', modes: ['Source', 'Target', 'Export'], pathStyle: 'local' },
    { type: 'share', modes: ['Source'], pathStyle: 'share' },
  ];
  it('a share-style type gets // and /* paths; a type no plugin describes keeps local paths', () => {
    const share = normaliseService(
      svc({ type: 'share', include: [{ path: 'srv\\docs', signing: false, index: true }], exclude: [{ path: 'srv\\docs\\tmp' }] }),
      types,
    );
    expect([share.include[0].path, share.exclude[0].path]).toEqual(['//srv/docs/*', '//srv/docs/tmp/*']);
    expect(normaliseService(svc({ type: 'smb', include: [{ path: 'srv\\docs', signing: false, index: true }] }), types).include[0].path).toBe('srv/docs');
    expect(pathStyleOf(types, 'nowhere')).toBe('local');
  });
  it('a described type refuses a mode it does not support; an undescribed one takes any mode', () => {
    expect(validateService(svc({ mode: 'Transform' }), [], types)).toEqual([{ field: 'mode', message: 'A filesys service supports Source, Target, Export.' }]);
    expect(validateService(svc({ mode: 'Export' }), [], types)).toEqual([]);
    expect(validateService(svc({ type: 'other', mode: 'Transform' }), [], types)).toEqual([]);
    expect(validateSources({ services: [svc({ type: 'share', mode: 'Target' })] }, types)).toEqual([
      { field: 'services[0].mode', message: 'A share service supports Source.' },
    ]);
  });
});

test('task statuses and settings', () => {
  expect(TASK_STATUS.executing).toBe(9);
  expect(TASK_STATUS_LABELS[15]).toBe('Waiting for previous');
  expect(isFinalTaskStatus(13)).toBe(true);
  expect(isFinalTaskStatus(11)).toBe(false);
  expect(serverSettingsError({ dynamicWorkers: -1 })).toBeNull();
  expect(serverSettingsError({ dynamicWorkers: 0 })).toBeNull();
  expect(serverSettingsError({ dynamicWorkers: -2 })).toMatch(/dynamicWorkers/);
  expect(serverSettingsError({ maxConcurrentTasks: 0 })).toMatch(/maxConcurrentTasks/);
});

describe('targets, exports and transforms kept beside the sources', () => {
  const target = (name: string, storePath: string, server = 'fs1'): SourceService => ({
    type: 'smb',
    name,
    mode: 'Target',
    parameters: { server, shareName: 'archive', storePath, password: 'secret' },
    include: [],
    exclude: [],
  });
  const source: SourceService = {
    type: 'smb',
    name: 'Share',
    mode: 'Source',
    parameters: {},
    include: [{ path: '//fs1/archive/*', signing: false, index: false }],
    exclude: [],
  };
  it('needs no include path, and its store path only conflicts with a target at the same place', () => {
    expect(isScanned(target('Aa', '/x'))).toBe(false);
    expect(validateService(target('Aa', '/x'), [source])).toEqual([]);
    expect(validateService(target('Bb', '/x/inner'), [target('Aa', '/x')])).toEqual([
      { field: 'parameters.storePath', message: 'This location conflicts with the service Aa.' },
    ]);
    expect(validateService(target('Bb', '/x/inner', 'fs2'), [target('Aa', '/x')])).toEqual([]);
    expect(validateService(target('Bb', '/y'), [target('Aa', '/x')])).toEqual([]);
    // A source still needs its include paths; a target's store path is no source's location.
    expect(validateService({ ...source, include: [] }, [target('Aa', '/x')]).map(e => e.field)).toEqual(['include']);
    expect(validateSources({ services: [source, target('Share', '/x')] })).toEqual([{ field: 'services[1].name', message: 'Field must be unique.' }]);
  });
});
