import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import { ApiError } from '@fathom/sdk/api';
import { badHashesProblem, parseBadHashes, type MaliciousFilesAnswer } from '@fathom/sdk/api/malicious';
import { createTestHost, renderWithConsole, testObject } from '@fathom/sdk/testing';
import plugin from '../index';
import { BadHashesEditor } from './BadHashesEditor';

const box = testObject('n1', 'appagt', { name: 'Box 1', parentId: 'ou1' });
const A = 'a'.repeat(64);
const B = 'B'.repeat(64);

/** A server for PID_MALICIOUS_FILES of one node, checking posted lists by the shared rules as the real one does. */
async function setup(opts: { node?: TreeObject; above?: number } = {}) {
  let own = parseBadHashes(`${A} Old dropper`).entries;
  const answer = (): MaliciousFilesAnswer => ({
    count: 0,
    byThreat: { 'Known bad hash': 0, 'Double extension': 0, 'Office macros': 0 },
    files: [],
    hashes: own,
    hashesInForce: own.length + (opts.above ?? 0),
  });
  const posts: unknown[] = [];
  const host = await createTestHost([plugin], {
    objects: [box],
    routes: {
      'GET /database/property': () => answer(),
      'POST /database/property': (p: { property: { hashes: string } }) => {
        posts.push(p.property);
        const parsed = parseBadHashes(p.property.hashes);
        const problem = badHashesProblem(parsed);
        if (problem) throw new ApiError('ValidationError', problem, 400);
        own = parsed.entries;
        return answer();
      },
    },
  });
  renderWithConsole(<BadHashesEditor node={opts.node ?? box} />, host);
  return { posts, notes: host.fakes.notifications };
}

const text = () => screen.getByTestId('bad-hashes-text') as HTMLTextAreaElement;

describe('BadHashesEditor', () => {
  it('shows the saved list with its names and how many hashes are on it and in force', async () => {
    await setup({ above: 2 });
    await waitFor(() => expect(text()).toHaveValue(`${A} Old dropper`));
    expect(screen.getByTestId('bad-hashes-count')).toHaveTextContent("1 hash on Box 1's list. 3 hashes in force here, with the lists of the nodes above.");
    expect(screen.queryByTestId('bad-hashes-save')).toBeNull();
  });

  it('names each pasted line that is not a SHA-256 hash and keeps Save disabled until it is corrected', async () => {
    const { posts } = await setup();
    await screen.findByTestId('bad-hashes-text');
    fireEvent.change(text(), { target: { value: `${A} Old dropper\nnot-a-hash\n${B.slice(1)} short one` } });
    const invalid = screen.getByTestId('bad-hashes-invalid');
    expect(invalid).toHaveTextContent('Line 2: “not-a-hash” is not a SHA-256 hash (64 hexadecimal digits).');
    expect(invalid).toHaveTextContent(`Line 3: “${B.slice(1)} short one” is not a SHA-256 hash`);
    expect(screen.getByTestId('bad-hashes-save')).toBeDisabled();
    expect(posts).toEqual([]);
  });

  it('saves a pasted list, then shows the new count and says so', async () => {
    const { posts, notes } = await setup();
    await screen.findByTestId('bad-hashes-text');
    fireEvent.change(text(), { target: { value: `${A} Old dropper\n${B}  Emotet loader\n` } });
    expect(screen.getByTestId('bad-hashes-count')).toHaveTextContent('2 hashes in the edited list (not saved yet).');
    fireEvent.click(screen.getByTestId('bad-hashes-save'));
    await waitFor(() => expect(notes.successes).toEqual(['Known-bad hashes saved: 2 hashes on Box 1']));
    expect(posts).toEqual([{ hashes: `${A} Old dropper\n${B}  Emotet loader\n` }]);
    await waitFor(() => expect(screen.getByTestId('bad-hashes-count')).toHaveTextContent("2 hashes on Box 1's list. 2 hashes in force here"));
    expect(text()).toHaveValue(`${A} Old dropper\n${B.toLowerCase()} Emotet loader`);
    expect(screen.queryByTestId('bad-hashes-save')).toBeNull();
  });

  it('is read-only without pol', async () => {
    await setup({ node: { ...box, permissions: ['get'] } });
    expect(await screen.findByTestId('bad-hashes-read-only')).toHaveTextContent('needs the permission to modify policy');
    expect(text()).toHaveAttribute('readonly');
    fireEvent.change(text(), { target: { value: B } });
    expect(screen.queryByTestId('bad-hashes-save')).toBeNull();
  });
});
