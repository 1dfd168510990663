import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SIGNING_PATHS, type VerifyResult } from '@fathom/sdk/api/signing';
import { CLASSIFICATION_PATHS } from '@fathom/sdk/api/classification';
import type { QueryResult } from '@fathom/sdk/api/search-wire';
import { FileLookup } from './FileLookup';
import { mockApi } from '@fathom/sdk/testing';
import { renderDiscover } from './test-host';

const SIGNED_AT = Date.UTC(2024, 4, 6, 7, 8, 9) / 1000;

function lookupApi(signature: string | null, verify?: VerifyResult) {
  const meta: QueryResult = {
    columns: [
      { name: 'name', type: 'STRING', caption: 'Name' },
      { name: 'signature', type: 'STRING', caption: 'Signature' },
    ],
    objects: [{ objectId: 'e7', name: 'contract.txt', signature }],
    objectCount: 1,
  };
  const empty: QueryResult = { columns: [], objects: [], objectCount: 0 };
  return mockApi({
    post: jest.fn(async (_path: string, body: { select: string }) => (body.select.includes('classification') ? empty : meta)),
    get: jest.fn(async () => verify),
  });
}

test("a signed file says when it was signed, and verify shows the server's answer", async () => {
  const signature = JSON.stringify({ v: 1, keyId: '0123456789abcdef', signedAt: SIGNED_AT, sig: 'AAAA' });
  const api = lookupApi(signature, {
    objectId: 'e7',
    valid: false,
    reason: 'ContentChanged',
    signedAt: SIGNED_AT,
    keyId: '0123456789abcdef',
    contentChecked: true,
  });
  renderDiscover(<FileLookup object={{ objectId: 'e7', name: 'contract.txt' }} onClose={() => undefined} />, { api });
  const line = await screen.findByTestId('lookup-signature');
  expect(line).toHaveTextContent(/Signed on .*2024.*\(verify\)/);
  expect(screen.getByTestId('lookup-metadata')).not.toHaveTextContent('AAAA'); // the raw signature is not metadata
  fireEvent.click(screen.getByTestId('lookup-verify'));
  expect(await screen.findByTestId('lookup-signature-result')).toHaveTextContent('The content changed since it was signed.');
  expect(api.get).toHaveBeenCalledWith(SIGNING_PATHS.verify, { objectId: 'e7' });
});

test('an unsigned file says so and offers no verify', async () => {
  renderDiscover(<FileLookup object={{ objectId: 'e7', name: 'contract.txt' }} onClose={() => undefined} />, { api: lookupApi(null) });
  expect(await screen.findByTestId('lookup-signature')).toHaveTextContent('Not signed.');
  expect(screen.queryByTestId('lookup-verify')).toBeNull();
});

test("a file's classifications are shown with the threshold of the node searched", async () => {
  const classes: QueryResult = { columns: [], objects: [{ classification: 'U.S. Personal Data', confidence: 0.7, hitCount: 5 }], objectCount: 1 };
  const meta: QueryResult = { columns: [{ name: 'name', type: 'STRING', caption: 'Name' }], objects: [{ objectId: 'e7', name: 'staff.csv' }], objectCount: 1 };
  const api = mockApi({
    post: jest.fn(async (_path: string, body: { select: string }) =>
      body.select.includes('classification') ? classes : body.select.includes('dupKey =') ? { columns: [], objects: [], objectCount: 0 } : meta,
    ),
    get: jest.fn(async () => ({ classificationMinConfidence: 0.5 })),
  });
  renderDiscover(<FileLookup object={{ objectId: 'e7', name: 'staff.csv' }} nodeId="o-agt" onClose={() => undefined} />, { api });
  expect(await screen.findByTestId('lookup-classes')).toHaveTextContent('U.S. Personal Data: confidence 70%, 5 hits');
  expect(screen.getByTestId('classification-threshold')).toHaveTextContent("Confidence ≥ 50 % (the policy's threshold)");
  expect(api.get).toHaveBeenCalledWith('/database/property', { objectId: 'o-agt', propertyId: 'PID_STATS' }, expect.anything());
});

test('right and wrong on a classification label the file, and a second press forgets the label', async () => {
  const classes: QueryResult = { columns: [], objects: [{ classification: 'U.S. Personal Data', confidence: 0.7, hitCount: 5 }], objectCount: 1 };
  const meta: QueryResult = { columns: [{ name: 'name', type: 'STRING', caption: 'Name' }], objects: [{ objectId: 'e7', name: 'staff.csv' }], objectCount: 1 };
  let labels: { classification: string; present: boolean; labelledBy: string }[] = [];
  const api = mockApi({
    post: jest.fn(async (path: string, body: { select?: string; classification?: string; present?: boolean | null }) => {
      if (path === CLASSIFICATION_PATHS.labels) {
        labels = labels.filter(l => l.classification !== body.classification);
        if (body.present !== null) labels.push({ classification: body.classification!, present: body.present!, labelledBy: 'root' });
        return { labels };
      }
      return body.select!.includes('classification') ? classes : body.select!.includes('dupKey =') ? { columns: [], objects: [], objectCount: 0 } : meta;
    }),
    get: jest.fn(async () => ({ labels })),
  });
  renderDiscover(<FileLookup object={{ objectId: 'e7', name: 'staff.csv' }} onClose={() => undefined} />, { api });
  const wrong = await screen.findByTestId('label-wrong-U.S. Personal Data');
  fireEvent.click(wrong);
  await waitFor(() => expect(wrong).toHaveAttribute('aria-pressed', 'true'));
  expect(api.post).toHaveBeenCalledWith(
    CLASSIFICATION_PATHS.labels,
    { objectId: 'e7', classification: 'U.S. Personal Data', present: false },
    expect.anything(),
  );
  fireEvent.click(wrong);
  await waitFor(() => expect(wrong).toHaveAttribute('aria-pressed', 'false'));
  expect(labels).toEqual([]);
  fireEvent.change(screen.getByTestId('lookup-missed-name'), { target: { value: 'Contact Information' } });
  fireEvent.click(screen.getByText('Label as missed'));
  expect(await screen.findByTestId('lookup-missed')).toHaveTextContent('Contact Information: not found, labelled as held by root');
});
