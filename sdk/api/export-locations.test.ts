import { checkExportFileName, isAbsoluteLocationPath, validateExportLocations } from './export-locations';

const loc = (name: string, path = '/srv/x', extra: Record<string, unknown> = {}) => ({ id: '', name, type: 'filesys', path, description: '', ...extra });

test('a valid list has no errors; names are unique without regard to case and blanks', () => {
  expect(validateExportLocations([loc('Reports'), loc('Archive', 'C:\\exports')])).toEqual([]);
  expect(validateExportLocations([loc('Reports'), loc(' reports ')])).toEqual([{ index: 1, field: 'name', message: 'Field must be unique.' }]);
  expect(validateExportLocations([loc('A', '/a', { id: 'x' }), loc('B', '/b', { id: 'x' })])).toEqual([
    { index: 1, field: 'id', message: 'Location ids must be unique.' },
  ]);
});

test('each entry follows the shared name and path rules', () => {
  const messages = (l: unknown) => validateExportLocations([l]).map(e => `${e.field}: ${e.message}`);
  expect(messages(loc(''))).toContain('name: Field is required.');
  expect(messages(loc('a\\b'))).toEqual(['name: Field must not contain $ \\ or /.']);
  expect(messages(loc('n'.repeat(257)))).toEqual(['name: Field must be at most 256 characters.']);
  expect(messages(loc('Rel', 'exports'))).toEqual(['path: Field must be a valid path.']);
  expect(messages(loc('Pipe', '/a|b'))).toEqual(['path: Field must be a valid path.']);
  expect(messages(loc('Smb', '/a', { type: 'smb' }))).toEqual(['type: Type is not supported.']);
  expect(messages('text')).toEqual([': Location #1 must be an object.']);
});

test('absolute paths and export file names', () => {
  expect(isAbsoluteLocationPath('/srv')).toBe(true);
  expect(isAbsoluteLocationPath('D:\\x')).toBe(true);
  expect(isAbsoluteLocationPath('D:x')).toBe(false);
  expect(isAbsoluteLocationPath('srv')).toBe(false);
  for (const bad of ['../a', 'a/b', 'a\\b', '..', 'C:evil']) expect(checkExportFileName(bad)?.name).toBe('PathTraversal');
  expect(checkExportFileName('a?b')?.name).toBe('ValidationError');
  expect(checkExportFileName('  ')?.name).toBe('ValidationError');
  expect(checkExportFileName('june report.csv')).toBeNull();
});
