import { Classifications, defineServerPlugin, Extractors, Properties, Routes, serverContributionKey, Sources, StoreAccess } from './index';

test('a server plugin id is kebab-case', () => {
  expect(() => defineServerPlugin({ id: 'Hello World' })).toThrow('must be kebab-case');
  expect(defineServerPlugin({ id: 'hello-world' }).id).toBe('hello-world');
});

test('contributions are known by the key their kind names them by', () => {
  expect(serverContributionKey(Properties, { propertyId: 'PID_HELLO' })).toBe('PID_HELLO');
  expect(serverContributionKey(Classifications, { name: 'Project Falcon', description: '' })).toBe('Project Falcon');
  expect(serverContributionKey(Routes, { id: 'hello', routes: [] })).toBe('hello');
  expect(serverContributionKey(Sources, { type: 'filesys' })).toBe('filesys');
  expect(serverContributionKey(Extractors, { id: 'pdf' })).toBe('pdf');
});

test('tokens and points are keyed by id, so separately bundled plugins agree', () => {
  expect(StoreAccess.key).toBe(Symbol.for('server.store'));
  expect(Routes.id).toBe('server.routes');
});
