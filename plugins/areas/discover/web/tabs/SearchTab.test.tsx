import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import type { SearchObject, SearchResult } from '@fathom/sdk/api/search-wire';
import { mockApi } from '@fathom/sdk/testing';
import { renderDiscover } from '../results/test-host';
import { readQueryFile } from '../search/FileSearch';
import SearchTab from './SearchTab';

const node: TreeObject = { objectId: 'o-agt', parentId: 'o-unit', name: 'Collector', classId: 'appagt', tags: {} } as TreeObject;
const columns: SearchResult['columns'] = [
  { name: 'name', type: 'STRING', caption: 'Name' },
  { name: 'parentPath', type: 'STRING', caption: 'Parent path' },
  { name: 'size', type: 'NUMBER', caption: 'Size' },
];
const objects: SearchObject[] = [
  {
    objectId: 'e1',
    classId: 'idxobject',
    name: 'report-1.txt',
    parentPath: '/data',
    size: 10,
    searchHits: [
      {
        kind: 'content',
        parts: [
          { text: 'the ', hit: false },
          { text: 'invoice', hit: true },
        ],
      },
    ],
  },
  { objectId: 'e2', classId: 'idxobject', name: 'report-2.txt', parentPath: '/data', size: 20, searchHits: [] },
];
const done = (patch: Partial<SearchResult> = {}): SearchResult => ({
  searchId: 's1',
  isComplete: true,
  objectCount: 2,
  objects,
  columns,
  messages: [],
  tasksStarted: 1,
  tasksCompleted: 1,
  agentsSelected: 1,
  startTime: 0,
  completeTime: 1,
  elapsedTime: 1,
  statement: "SELECT name FROM STORE('o-agt')",
  ...patch,
});

function setup() {
  const api = mockApi({ post: jest.fn(async () => done({ objects: [] })), get: jest.fn(async () => done()) });
  return renderDiscover(<SearchTab node={node} />, { api });
}

test('the builder turns rules into a statement, runs it on the active node and shows the results', async () => {
  const { api } = setup();
  fireEvent.change(screen.getByTestId('rule-value'), { target: { value: 'report-*' } });
  expect(screen.getByTestId('builder-statement').textContent).toBe(
    "SELECT objectId, classId, name, parentPath, size, createTime, modifyTime, accessTime, storeTime, service, osOwner, isDeleted, userTags FROM STORE('o-agt') WHERE name STARTS WITH 'report-' ORDER BY parentPath ASC",
  );
  fireEvent.change(screen.getByTestId('rule-field'), { target: { value: 'size' } });
  expect(screen.getByTestId('rule-operator')).toHaveValue('equal');
  fireEvent.change(screen.getByTestId('rule-operator'), { target: { value: 'greater' } });
  fireEvent.change(screen.getByTestId('rule-value'), { target: { value: '5' } });
  fireEvent.click(screen.getByTestId('add-rule-which'));
  fireEvent.change(within(screen.getByTestId('builder-group-which-0')).getByTestId('rule-value'), { target: { value: 'invoice' } });
  expect(screen.getByTestId('builder-statement').textContent).toContain("WHERE size > 5 WHICH CONTAIN 'invoice'");
  await act(async () => {
    fireEvent.click(screen.getByTestId('search-run'));
  });
  expect(api.post).toHaveBeenCalledWith(
    '/database/search',
    expect.objectContaining({ objectId: 'o-agt', query: expect.objectContaining({ queryMode: 'byBuilder' }) }),
    expect.anything(),
  );
  await waitFor(() => expect(screen.getByTestId('result-count').textContent).toContain('2 results'));
  expect(screen.getAllByTestId('result-name').map(b => b.textContent)).toEqual(['report-1.txt', 'report-2.txt']);
  // The statement that ran opens as a new report on the same node.
  const save = new URL(screen.getByTestId('search-save-as-report').getAttribute('href')!, 'http://console.invalid');
  expect(save.pathname).toBe('/reports/NEW');
  expect(save.searchParams.get('activeNodeId')).toBe('o-agt');
  expect(save.searchParams.get('statement')).toBe("SELECT name FROM STORE('o-agt')"); // as the server answered it
});

test('view modes show the same rows; selection resets when the view mode changes; sorting asks the server', async () => {
  const { api } = setup();
  fireEvent.change(screen.getByTestId('rule-value'), { target: { value: '*' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('search-run'));
  });
  await screen.findByTestId('results-details');
  fireEvent.click(screen.getByLabelText('Select report-1.txt'));
  expect(screen.getByTestId('selected-count').textContent).toBe('1 selected');
  fireEvent.click(screen.getByTestId('view-content'));
  expect(await screen.findByTestId('results-content')).toBeInTheDocument();
  expect(screen.getByTestId('content-hit').querySelector('mark')!.textContent).toBe('invoice');
  expect(screen.getByTestId('selected-count').textContent).toBe('0 selected');
  fireEvent.click(screen.getByTestId('view-icons'));
  expect(within(await screen.findByTestId('results-icons')).getAllByTestId('result-name')).toHaveLength(2);
  fireEvent.click(screen.getByTestId('view-details'));
  await act(async () => {
    fireEvent.click(await screen.findByTestId('sort-size'));
  });
  expect(api.get).toHaveBeenLastCalledWith('/database/search', expect.objectContaining({ orderBy: { field: 'size', direction: 'asc' } }), expect.anything());
});

test('the statement editor validates as one types and reports the position of an error', async () => {
  setup();
  fireEvent.click(screen.getByTestId('mode-bySELECT'));
  const editor = screen.getByTestId('statement-editor');
  expect((editor as HTMLTextAreaElement).value).toContain("FROM STORE('o-agt')");
  fireEvent.change(editor, { target: { value: "SELECT name FROM STORE('/') WHERE size >" } });
  expect(screen.getByTestId('statement-status').textContent).toBe('Being parsed…');
  await waitFor(() => expect(screen.getByTestId('statement-status').textContent).toMatch(/^Query validation error\. Line 1, column \d+/));
  expect(screen.getByTestId('search-run')).toBeDisabled();
  fireEvent.change(editor, { target: { value: "SELECT name FROM STORE('/') WHERE size > 1" } });
  await waitFor(() => expect(screen.getByTestId('statement-status').textContent).toBe('Correct'));
  expect(screen.getByTestId('search-run')).toBeEnabled();
});

test('search by file accepts one text file of names and hashes up to 10 MB', async () => {
  const hash = 'a'.repeat(64);
  const ok = await readQueryFile([new File([`report-1.txt\n/some/dir/b.pdf\n\n${hash}\n`], 'list.txt')]);
  expect(ok).toEqual({ message: 'fileUpload.fileAccepted', value: { names: ['report-1.txt', 'b.pdf'], hashes: [hash] } });
  expect((await readQueryFile([new File(['a'], 'a.txt'), new File(['b'], 'b.txt')])).message).toBe('fileUpload.tooManyFiles');
  const big = new File(['x'], 'big.txt');
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  expect((await readQueryFile([big])).message).toBe('fileUpload.fileTooLarge');
  expect((await readQueryFile([new File(['\u0000\u0001binary'], 'x.bin')])).message).toBe('fileUpload.fileRejected');
});

test("a classification filter and classification hits state the policy's threshold, read from the node's stats as the widgets read it", async () => {
  const hits: SearchObject[] = [
    {
      objectId: 'e3',
      classId: 'idxobject',
      name: 'staff.csv',
      parentPath: '/hr',
      size: 30,
      searchHits: [{ kind: 'classification', classification: 'U.S. Personal Data', confidence: 0.7, hitCount: 5 }],
    },
  ];
  const classColumns: SearchResult['columns'] = [...columns, { name: 'classification', type: 'STRING', caption: 'Classification' }];
  const get = jest.fn(async (_path: string, params?: { propertyId?: string }) =>
    params?.propertyId === 'PID_STATS' ? { classificationMinConfidence: 0.6 } : done({ objects: hits, objectCount: 1, columns: classColumns }),
  );
  const api = mockApi({ post: jest.fn(async () => done({ objects: [] })), get });
  renderDiscover(<SearchTab node={node} />, { api });
  expect(screen.queryByTestId('classification-threshold')).toBeNull();
  fireEvent.change(screen.getByTestId('rule-field'), { target: { value: 'classification' } });
  await waitFor(() =>
    expect(within(screen.getByTestId('builder-rule')).getByTestId('classification-threshold')).toHaveTextContent("Confidence ≥ 60 % (the policy's threshold)"),
  );
  expect(get).toHaveBeenCalledWith('/database/property', { objectId: 'o-agt', propertyId: 'PID_STATS' }, expect.anything());
  fireEvent.change(screen.getByTestId('rule-value'), { target: { value: 'U.S. Personal Data' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('search-run'));
  });
  await waitFor(() => expect(screen.getByTestId('result-count').textContent).toContain('1 result'));
  const notes = screen.getAllByTestId('classification-threshold').filter(n => n.tagName === 'P');
  expect(notes).toHaveLength(1);
  expect(notes[0]).toHaveTextContent(
    "Classifications: Confidence ≥ 60 % (the policy's threshold). A file counts for a classification, and a rule hit is recorded, from this confidence on.",
  );
});
