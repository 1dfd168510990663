import { ApiError } from '@fathom/sdk/api';
import { exportFileName, policyExport, readPolicySections } from './policy-export';

describe('policy export', () => {
  it('holds the sections the node has and exportInfo with the time and the application version', () => {
    const file = policyExport({ sources: { services: [] }, classifications: undefined }, '0.1.0', new Date('2026-11-25T10:00:00Z'));
    expect(file).toEqual({ sources: { services: [] }, exportInfo: { time: '2026-11-25T10:00:00.000Z', appVersion: '0.1.0' } });
  });
  it('reads each section property, skipping those the node has no value for', async () => {
    const get = jest.fn(async (_path: string, p: { propertyId: string }) => {
      if (p.propertyId === 'PID_SOURCES') return { services: [{ name: 'share' }] };
      throw new ApiError('PropertyNotFound', 'none', 404);
    });
    expect(await readPolicySections({ get } as never, 'n1')).toEqual({ sources: { services: [{ name: 'share' }] } });
    expect(get).toHaveBeenCalledTimes(3);
  });
  it('a failure other than a missing property is not hidden', async () => {
    const get = jest.fn(async () => {
      throw new ApiError('NoPermission', 'no', 403);
    });
    await expect(readPolicySections({ get } as never, 'n1')).rejects.toMatchObject({ errorName: 'NoPermission' });
  });
  it('adds .json to the file name when missing', () => {
    expect(exportFileName(' policy-Demo ')).toBe('policy-Demo.json');
    expect(exportFileName('a.JSON')).toBe('a.JSON');
  });
});
