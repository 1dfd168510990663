import { diffPolicy, FILE_UPLOAD_MESSAGES, MAX_POLICY_FILE_BYTES, parsePolicy, POLICY_OBJECT_INVALID, uploadError, type ParsedPolicy } from './model';

const service = (name: string, exclude: string[] = []) => ({
  name,
  type: 'filesys',
  parameters: { host: 'h' },
  include: [{ path: '/data' }],
  exclude: exclude.map(path => ({ path })),
});
const current = {
  sources: { services: [service('share')] },
  settings: { values: { maxThreads: 2 }, inherited: false, inheritedFrom: null, inheritedValues: {}, effective: {} },
};
const exported = (over: Record<string, unknown> = {}) => JSON.stringify({ ...current, ...over, exportInfo: { time: 't', appVersion: '0.1.0' } });
const parsed = (t: string) => parsePolicy(t) as ParsedPolicy;

describe('policy import', () => {
  it('the same policy gives no differences', () => {
    expect(diffPolicy(current, parsed(exported()))).toEqual([]);
  });
  it('a file that is not a policy object is refused with the spec message', () => {
    for (const t of ['not json', '[]', '{"exportInfo":{}}', '{"sources":42}']) expect(parsePolicy(t)).toEqual({ error: POLICY_OBJECT_INVALID });
  });
  it('a changed source shows a diff with 3 lines of context', () => {
    const diffs = diffPolicy(current, parsed(exported({ sources: { services: [service('share', ['/data/tmp'])] } })));
    expect(diffs.map(d => d.id)).toEqual(['sources']);
    const [hunk] = diffs[0].hunks;
    const kinds = hunk.lines.map(l => l[0]).join('');
    expect(hunk.lines.filter(l => l.startsWith('+')).join('\n')).toContain('/data/tmp');
    // Three unchanged lines on each side of the change, and no more.
    expect(kinds).toMatch(/^ {3}[-+]+ {3}$/);
    expect(diffs[0].value).toEqual({ services: [service('share', ['/data/tmp'])] });
  });
  it('a section failing the structural checks is dropped and named, the others are kept', () => {
    const p = parsed(exported({ settings: { values: { maxThreads: 'many' } }, classifications: { inherited: true } }));
    expect(p.dropped).toEqual(['Settings']);
    expect(Object.keys(p.sections)).toEqual(['sources', 'classifications']);
    expect(diffPolicy(current, p).map(d => d.id)).toEqual(['classifications']);
  });
  it('an actions section carries its rule and diagram, or follows the node above; a broken one is dropped', () => {
    const values = { rule: { id: 'r', name: 'Cards out', rules: [] }, diagram: { nodes: [], links: [] } };
    const p = parsed(exported({ actions: { inherited: false, values } }));
    expect(p.sections.actions).toEqual({ inherited: false, values });
    const diffs = diffPolicy(current, p);
    expect(diffs.map(d => [d.id, d.label])).toEqual([['actions', 'Actions']]);
    expect(diffs[0].hunks[0].lines.some(l => l.startsWith('+') && l.includes('Cards out'))).toBe(true);
    expect(parsed(exported({ actions: { inherited: true, values } })).sections.actions).toEqual({ inherited: true });
    expect(parsed(exported({ actions: { values: { rule: 'export' } } })).dropped).toEqual(['Actions']);
    expect(parsed(exported({ actions: { values: { rule: null, diagram: [] } } })).dropped).toEqual(['Actions']);
  });
  it('accepts exactly one JSON file of at most 10 MB', () => {
    expect(uploadError([{ name: 'p.json', size: 10 }])).toBeNull();
    expect(uploadError([{ name: 'p.json', size: MAX_POLICY_FILE_BYTES + 1 }])).toBe(FILE_UPLOAD_MESSAGES.fileTooLarge);
    expect(uploadError([{ name: 'p.txt', size: 10, type: 'text/plain' }])).toBe(FILE_UPLOAD_MESSAGES.fileRejected);
    expect(
      uploadError([
        { name: 'a.json', size: 1 },
        { name: 'b.json', size: 1 },
      ]),
    ).toBe(FILE_UPLOAD_MESSAGES.tooManyFiles);
  });
});
