import { actdirParametersSchema } from '../api';
import { codesForGroups, escapeFilterValue } from './directory';

it('escapes what a filter value must not carry (RFC 4515)', () => {
  expect(escapeFilterValue('a*)(uid=*')).toBe('a\\2a\\29\\28uid=\\2a');
  expect(escapeFilterValue('back\\slash')).toBe('back\\5cslash');
});

it('gives the union of the roles of the groups, matched by DN or by cn, in code order', () => {
  const roles = [
    { group: 'CN=Admins, OU=Groups, DC=example, DC=test', codes: ['adm', 'get'] as const },
    { group: 'staff', codes: ['get', 'act'] as const },
    { group: 'other', codes: ['del'] as const },
  ].map(r => ({ group: r.group, codes: [...r.codes] }));
  expect(codesForGroups(['cn=admins,ou=groups,dc=example,dc=test', 'cn=staff,ou=groups,dc=example,dc=test'], roles)).toEqual(['get', 'adm', 'act']);
  expect(codesForGroups([], roles)).toEqual([]);
});

it('checks the parameters: address, filter with {user}, a password with a bind DN, roles with codes', () => {
  const ok = { url: 'ldaps://dir.example.com:636', baseDn: 'dc=example,dc=com', bindDn: '', groupRoles: [] };
  expect(actdirParametersSchema.validateSync(ok).userFilter).toBe('(uid={user})');
  expect(() => actdirParametersSchema.validateSync({ ...ok, url: 'https://dir' })).toThrow('Field must be an ldap:// or ldaps:// address.');
  expect(() => actdirParametersSchema.validateSync({ ...ok, userFilter: '(uid=alice)' })).toThrow(
    'The user filter must be in parentheses and name the user as {user}.',
  );
  expect(() => actdirParametersSchema.validateSync({ ...ok, bindDn: 'cn=x' })).toThrow('A bind password is required with a bind DN.');
  expect(() => actdirParametersSchema.validateSync({ ...ok, groupRoles: [{ group: 'g', codes: [] }] })).toThrow('Choose at least one permission.');
});
