import * as yup from 'yup';
import { ApiError } from '../api/wire';
import { callRoute, validatePayload } from './routes';
import type { RouteCall, RouteDefinition } from './platform';

const schema = yup.object({ n: yup.number().strict().typeError('n must be a number.').required('n is required.') });

describe('validatePayload', () => {
  it('gives the payload as the schema makes it', async () => {
    await expect(validatePayload(schema, { n: 2 })).resolves.toEqual({ n: 2 });
  });
  it('turns a refusal into a ValidationError naming the refused field', async () => {
    const err = (await validatePayload(schema, { n: 'two' }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ errorName: 'ValidationError', message: 'n must be a number.', httpStatus: 400, detail: { field: 'n' } });
  });
  it('lets a named ApiError of the schema through as it is', async () => {
    const named = {
      validate: async () => {
        throw new ApiError('Conflict', 'taken');
      },
    };
    await expect(validatePayload(named, {})).rejects.toMatchObject({ errorName: 'Conflict' });
  });
});

describe('callRoute', () => {
  it('runs the schema before the handler, which never sees a refused payload', async () => {
    const seen: unknown[] = [];
    const route: RouteDefinition<{ n: number }> = {
      method: 'POST',
      path: '/x',
      schema,
      handler: async p => {
        seen.push(p);
        return p.n * 2;
      },
    };
    await expect(callRoute(route, { n: 4 }, {} as RouteCall)).resolves.toBe(8);
    await expect(callRoute(route, {}, {} as RouteCall)).rejects.toMatchObject({ errorName: 'ValidationError' });
    expect(seen).toEqual([{ n: 4 }]);
  });
});
