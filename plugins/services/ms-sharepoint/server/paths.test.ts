import { libraryOf, splitSharePointPath } from '.';

test('a SharePoint path names the site, the library and the folder', () => {
  expect(splitSharePointPath('//contoso.sharepoint.com/sites/Finance/Documents/Reports/2024')).toEqual({
    host: 'contoso.sharepoint.com',
    site: 'sites/Finance',
    library: 'Documents',
    rel: 'Reports/2024',
  });
  expect(splitSharePointPath('//contoso.sharepoint.com/teams/Ops/Shared Documents')).toMatchObject({ site: 'teams/Ops', library: 'Shared Documents', rel: '' });
  // A library of the root site follows the host.
  expect(splitSharePointPath('//contoso.sharepoint.com/Documents/a')).toEqual({ host: 'contoso.sharepoint.com', site: '', library: 'Documents', rel: 'a' });
});

test('a library is found by its title or by the last name of its address', () => {
  const drives = [
    { id: '1', name: 'Documents', webUrl: 'https://contoso.sharepoint.com/sites/Finance/Shared%20Documents' },
    { id: '2', name: 'Archive', webUrl: 'https://contoso.sharepoint.com/sites/Finance/Archive' },
  ];
  expect(libraryOf(drives, 'Documents')?.id).toBe('1');
  expect(libraryOf(drives, 'Shared Documents')?.id).toBe('1');
  expect(libraryOf(drives, 'archive')?.id).toBe('2');
  expect(libraryOf(drives, 'Nothing')).toBeUndefined();
});
