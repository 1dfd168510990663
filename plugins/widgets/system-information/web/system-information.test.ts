import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { systemInformationRows } from './rows';

const contributions = () => widgetTypesOf(plugin);

describe('system information', () => {
  it('lists the node facts', () => {
    const created = new Date(2024, 0, 2, 3, 4, 5).getTime();
    const rows = systemInformationRows({
      objectId: 'a',
      classId: 'agent',
      name: 'Collector',
      path: '/Org/Collector',
      parentId: 'o',
      childrenCount: 1500,
      childrenByClass: { index: 1499, appunit: 1 },
      isOnline: true,
      createdAt: created,
      updatedAt: created,
    });
    expect(rows.map(r => r.value)).toEqual([
      'Collector',
      'agent',
      '/Org/Collector',
      'online',
      '1.5k (appunit 1, index 1.5k)',
      '2024-01-02 03:04:05',
      '2024-01-02 03:04:05',
    ]);
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('system-information');
    expect(c.valid({})).toBe(true);
  });
});
