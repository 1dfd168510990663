/** POST /classifications/validateRegex through the real server: the policy area's route, its schema and the engine's pattern check. */
import { CLASSIFICATION_PATHS } from '@fathom/sdk/api/classification';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
});
afterAll(async () => {
  await srv?.close();
});

/** The answer's data, or its named error as { name, httpStatus }. */
async function validateRegex(payload: Record<string, unknown>): Promise<unknown> {
  const r = await root.call('POST', CLASSIFICATION_PATHS.validateRegex, payload);
  if (r.body.status === 'OK') return r.body.data;
  throw { name: r.body.error.name, httpStatus: r.status };
}

describe('POST /classifications/validateRegex', () => {
  test('a valid pattern', async () => {
    expect(CLASSIFICATION_PATHS.validateRegex).toBe('/classifications/validateRegex');
    await expect(validateRegex({ pattern: 'PRJ-\\d{4}' })).resolves.toEqual({ valid: true });
  });
  test('named errors for invalid, unsafe and missing patterns', async () => {
    await expect(validateRegex({ pattern: '(abc' })).rejects.toMatchObject({ name: 'InvalidPattern', httpStatus: 400 });
    await expect(validateRegex({ pattern: '(a+)+$' })).rejects.toMatchObject({ name: 'UnsafePattern', httpStatus: 400 });
    await expect(validateRegex({})).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(validateRegex({ pattern: 'a', caseSensitive: 'yes' })).rejects.toMatchObject({ name: 'ValidationError', httpStatus: 400 });
  });
});
