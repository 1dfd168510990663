import { render, screen } from '@testing-library/react';
import { fakeConsole, widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { classificationNames, personalBuckets, validPersonalInfoDetails } from './personal';
import Widget from './Widget';

const node = { objectId: 'n', parentId: null, name: 'n', classId: 'client', tags: {} };
const contributions = () => widgetTypesOf(plugin);

describe('personal info', () => {
  it('reads classification names in the accepted shapes', () => {
    expect(classificationNames(['A', { name: 'B' }, { nope: 1 }, 'A'])).toEqual(['A', 'B']);
    expect(classificationNames({ classifications: [{ name: 'C' }] })).toEqual(['C']);
    expect(classificationNames(null)).toEqual([]);
  });
  it('picks the policy classifications from the stats, case-insensitively', () => {
    expect(
      personalBuckets(
        {
          byClassification: [
            { key: 'us ssn', files: 3, bytes: 30 },
            { key: 'Other', files: 1, bytes: 1 },
          ],
        },
        ['US SSN', 'IBAN'],
      ),
    ).toEqual([
      { key: 'US SSN', label: 'US SSN', files: 3, bytes: 30 },
      { key: 'IBAN', label: 'IBAN', files: 0, bytes: 0 },
    ]);
  });
  it('asks for the personal data policy, then for its classifications', async () => {
    const fake = fakeConsole({ properties: { PID_CLASSIFICATIONS: { classifications: [] } } });
    const { rerender } = render(fake.wrap(<Widget node={node} details={{}} title="p" size={{ w: 6, h: 4 }} />));
    expect(screen.getByTestId('personal-policy-missing')).toHaveTextContent('Set the personal data policy classifications');
    rerender(fake.wrap(<Widget node={node} details={{ policyId: 'gdpr' }} title="p" size={{ w: 6, h: 4 }} />));
    expect(await screen.findByTestId('personal-classifications-missing')).toHaveTextContent('The Personal Data Policy has no classifications.');
  });
  it("reads the classifications of the policy's node, so another policy shows other classifications", async () => {
    const byNode: Record<string, unknown> = {
      gdpr: { classifications: [{ name: 'EU Personal Data' }] },
      hipaa: { classifications: [{ name: 'Health Data' }] },
    };
    const fake = fakeConsole({
      properties: {
        PID_CLASSIFICATIONS: (objectId: string) => byNode[objectId] ?? { classifications: [] },
        PID_STATS: {
          objectId: 'n',
          computedAt: 0,
          totals: { files: 2, bytes: 20, directories: 0 },
          byCategory: [],
          byClassification: [
            { key: 'EU Personal Data', files: 1, bytes: 10 },
            { key: 'Health Data', files: 1, bytes: 10 },
          ],
          byExtension: [],
          byLocation: [],
          byOwner: [],
          byPermission: [],
          byModifyAge: [],
          byCreateAge: [],
          byAccessAge: [],
          lastAccess: { olderThan1Year: { files: 0, bytes: 0 }, olderThan5Years: { files: 0, bytes: 0 } },
          growth: [],
          duplicates: { files: 0, wastedBytes: 0 },
        },
      },
    });
    render(fake.wrap(<Widget node={node} details={{ policyId: 'hipaa', chartVariant: 'legend' } as never} title="p" size={{ w: 6, h: 4 }} />));
    await screen.findByText('Health Data');
    expect(screen.queryByText('EU Personal Data')).toBeNull();
    expect(
      fake.api.calls.some(
        c =>
          (c.payload as { objectId?: string; propertyId?: string })?.propertyId === 'PID_CLASSIFICATIONS' &&
          (c.payload as { objectId: string }).objectId === 'hipaa',
      ),
    ).toBe(true);
  });
  it('is valid with or without a policy id string', () => {
    expect(validPersonalInfoDetails({})).toBe(true);
    expect(validPersonalInfoDetails({ policyId: 5 })).toBe(false);
    expect(contributions()[0].type).toBe('personal-info');
  });
});
