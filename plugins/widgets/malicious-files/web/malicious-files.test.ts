import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { maliciousFiles } from './rows';

const contributions = () => widgetTypesOf(plugin);

describe('malicious files', () => {
  it('counts and lists flagged files', () => {
    expect(maliciousFiles({ count: 42, files: [{ objectId: 'e1', name: 'x.exe', path: '/t', threat: 'EICAR' }] })).toEqual({
      count: 42,
      rows: [{ key: 'e1', name: 'x.exe', path: '/t', threat: 'EICAR' }],
      hashesInForce: null,
    });
    expect(maliciousFiles([{ name: 'a' }, { name: 'b' }]).count).toBe(2);
    expect(
      maliciousFiles({ count: 1, files: [{ objectId: 'e2', name: 'tool.bin', path: '/t/tool.bin', threat: 'Known bad hash', detail: 'Emotet loader' }] })
        .rows[0].threat,
    ).toBe('Known bad hash (Emotet loader)');
    expect(maliciousFiles(undefined)).toEqual({ count: 0, rows: [], hashesInForce: null });
    expect(maliciousFiles({ count: 0, files: [], hashes: [], hashesInForce: 3 }).hashesInForce).toBe(3);
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('malicious-files');
    expect(c.valid({})).toBe(true);
  });
});
