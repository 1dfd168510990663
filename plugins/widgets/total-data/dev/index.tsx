/** The total-data widget alone over fake services: a 4x2 cell on a node whose PID_STATS is made up here. */
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import type { NodeStats } from '@fathom/sdk/api/stats';
import { testObject } from '@fathom/sdk/testing/fakes';
import { defineDevEntry, DevFrame, DevPart } from '@fathom/sdk/testing/dev';
import { WidgetTypes } from '@fathom/sdk/web';
import plugin from '../web';

const node: TreeObject = testObject('finance', 'client', { name: 'Finance' });

const bucket = (key: string, files: number, bytes: number) => ({ key, files, bytes });
export const devStats: NodeStats = {
  objectId: node.objectId,
  computedAt: Date.UTC(2026, 10, 1),
  totals: { files: 48_213, bytes: 312 * 1024 ** 3, directories: 3_904 },
  byCategory: [bucket('Documents', 30_100, 90 * 1024 ** 3), bucket('Archives', 1_200, 150 * 1024 ** 3)],
  byClassification: [bucket('Unclassified', 40_000, 250 * 1024 ** 3)],
  byExtension: [
    bucket('pdf', 12_400, 61 * 1024 ** 3),
    bucket('zip', 1_100, 148 * 1024 ** 3),
    bucket('docx', 17_700, 29 * 1024 ** 3),
    bucket('xlsx', 6_000, 12 * 1024 ** 3),
  ],
  byLocation: [bucket('\\\\fs01\\finance', 48_213, 312 * 1024 ** 3)],
  byOwner: [],
  byPermission: [],
  byModifyAge: [],
  byCreateAge: [],
  byAccessAge: [],
  lastAccess: { olderThan1Year: { files: 20_000, bytes: 120 * 1024 ** 3 }, olderThan5Years: { files: 4_000, bytes: 30 * 1024 ** 3 } },
  growth: [],
  duplicates: { files: 900, wastedBytes: 4 * 1024 ** 3 },
};

export default defineDevEntry({
  title: 'Total data widget',
  plugins: [plugin],
  options: { objects: [node] },
  setup(host) {
    host.fakes.api.on('GET /database/property', ({ propertyId }: { propertyId: string }) => {
      if (propertyId === 'PID_STATS') return devStats;
      throw new ApiError('PropertyNotFound', `The dev harness has no ${propertyId}.`, 404);
    });
  },
  render(host) {
    const type = host.services.contributions(WidgetTypes).find(t => t.type === 'total-data');
    if (!type) throw new Error('The plugin contributes no total-data widget.');
    return (
      <DevFrame title={type.title} width={480} height={240}>
        <DevPart load={type.load} props={{ node, details: type.defaultDetails, title: type.title, size: { w: 4, h: 2 } }} />
      </DevFrame>
    );
  },
});
