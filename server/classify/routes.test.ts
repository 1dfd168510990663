import type { CallContext, ServerContext } from '../http/context';
import { classificationRoutes } from './routes';

const [validateRegex] = classificationRoutes({} as ServerContext);
const call = {} as CallContext;

describe('POST /classifications/validateRegex', () => {
  test('a valid pattern', async () => {
    expect(validateRegex.path).toBe('/classifications/validateRegex');
    await expect(validateRegex.handler({ pattern: 'PRJ-\\d{4}' }, call)).resolves.toEqual({ valid: true });
  });
  test('named errors for invalid, unsafe and missing patterns', async () => {
    await expect(validateRegex.handler({ pattern: '(abc' }, call)).rejects.toMatchObject({ name: 'InvalidPattern', httpStatus: 400 });
    await expect(validateRegex.handler({ pattern: '(a+)+$' }, call)).rejects.toMatchObject({ name: 'UnsafePattern', httpStatus: 400 });
    await expect(validateRegex.handler({}, call)).rejects.toMatchObject({ name: 'ValidationError' });
  });
});
