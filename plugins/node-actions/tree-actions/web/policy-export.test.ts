import { ApiError } from '@fathom/sdk/api';
import { exportFileName, policyExport, propertyValue, readPolicySections, sectionOf } from './policy-export';

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
    expect(get).toHaveBeenCalledTimes(4);
  });
  it('exports the actions section of PID_POLICY as the node has it of its own, and writes it back wrapped', async () => {
    const values = { rule: { id: 'r', name: 'Cards out' }, diagram: { nodes: [], links: [] } };
    const answer = { actions: { values, inherited: false, inheritedValues: { rule: null }, effective: values } };
    const get = jest.fn(async (_path: string, p: { propertyId: string }) => {
      if (p.propertyId === 'PID_POLICY') return answer;
      throw new ApiError('PropertyNotFound', 'none', 404);
    });
    expect(await readPolicySections({ get } as never, 'n1')).toEqual({ actions: { inherited: false, values } });
    expect(sectionOf('actions', { actions: { ...answer.actions, inherited: true } })).toEqual({ inherited: true });
    expect(propertyValue('actions', { inherited: true })).toEqual({ actions: { inherited: true } });
    expect(propertyValue('sources', { services: [] })).toEqual({ services: [] });
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
