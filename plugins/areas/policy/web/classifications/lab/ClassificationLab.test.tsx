import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CLASSIFICATION_PATHS, MAX_TEST_SAMPLES, type ClassificationTestAnswer, type ClassificationIndexedComparison } from '@fathom/sdk/api/classification';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { ClassificationLab } from './ClassificationLab';
import { EditImpact } from './EditImpact';
import { base64Of, checkSamples, editWarning, lossWarning } from './model';

const US = { name: 'U.S. Personal Data', description: '', condition: { rule: 'US_SSN' } };
const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

describe('lab model', () => {
  test('keeps at most five non-empty sample files and says why others were left out', () => {
    const six = Array.from({ length: MAX_TEST_SAMPLES + 1 }, (_, i) => file(`f${i}.txt`, 'x'));
    const r = checkSamples([], [...six, file('empty.txt', '')]);
    expect(r.accepted.map(f => f.name)).toEqual(['f0.txt', 'f1.txt', 'f2.txt', 'f3.txt', 'f4.txt']);
    expect(r.refused).toEqual(['f5.txt was left out: at most 5 sample files can be tested.', 'empty.txt is empty.']);
  });
  test('the loss warning names the edited classifications that find fewer files', () => {
    const comparison: ClassificationIndexedComparison = {
      files: 10,
      totalFiles: 12,
      changes: [
        {
          name: 'U.S. Personal Data',
          before: 4,
          after: 1,
          lost: [
            { objectId: 'e1', name: 'a.txt', path: '/d' },
            { objectId: 'e2', name: 'b.txt', path: '/d' },
          ],
          gained: [],
          edited: true,
        },
        { name: 'Financial Data', before: 2, after: 2, lost: [], gained: [], edited: false },
      ],
    };
    expect(lossWarning(comparison)).toBe(
      'This change finds 3 files fewer on the indexed files of this node (U.S. Personal Data 4 → 1: a.txt, b.txt and 1 more).',
    );
    expect(lossWarning({ ...comparison, changes: [{ ...comparison.changes[0], after: 5 }] })).toBeNull();
  });
  test('base64 of a file', async () => {
    expect(await base64Of(file('a.txt', 'héllo'))).toBe(Buffer.from('héllo').toString('base64'));
  });
});

describe('ClassificationLab', () => {
  test('sends each chosen file with the draft classifications and shows the hits masked with confidence and context', async () => {
    const c = fakeConsole({});
    const calls: any[] = [];
    c.api.post = (async (path: string, body: any) => {
      expect(path).toBe(CLASSIFICATION_PATHS.test);
      calls.push(body);
      const answer: ClassificationTestAnswer = {
        indexed: null,
        samples: [
          {
            name: body.samples[0].name,
            size: 40,
            extractor: 'text',
            characters: 40,
            classifications: [{ name: 'U.S. Personal Data', confidence: 0.85, count: 1 }],
            hits: [{ ruleId: 'US_SSN', ruleName: 'U.S. Social Security number', confidence: 0.85, text: '5*********6', context: 'SSN: 5*********6.' }],
            hitCount: 1,
          },
        ],
      };
      return answer;
    }) as typeof c.api.post;
    render(c.wrap(<ClassificationLab objectId="n1" classifications={[US]} onClose={() => undefined} />));
    fireEvent.change(screen.getByTestId('classification-lab-input'), { target: { files: [file('a.txt', 'SSN: 536-22-8726.'), file('b.txt', 'nothing')] } });
    expect(screen.getByText('2 of 5 files')).toBeTruthy();
    fireEvent.click(screen.getByTestId('classification-lab-run'));
    const result = await screen.findByTestId('classification-lab-result-a.txt');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      objectId: 'n1',
      classifications: [US],
      samples: [{ name: 'a.txt', content: Buffer.from('SSN: 536-22-8726.').toString('base64') }],
    });
    expect(within(result).getByText('U.S. Personal Data · 85 % · 1 hit')).toBeTruthy();
    expect(within(result).getByText('5*********6')).toBeTruthy();
    expect(within(result).getByText('SSN: 5*********6.')).toBeTruthy();
  });
});

describe('EditImpact', () => {
  test('warns when the edit finds fewer files and lists them', () => {
    render(
      <EditImpact
        loading={false}
        error={null}
        answer={{
          samples: [],
          indexed: {
            files: 3,
            totalFiles: 3,
            changes: [
              { name: 'U.S. Personal Data', before: 2, after: 1, edited: true, gained: [], lost: [{ objectId: 'e1', name: 'employee.txt', path: '/d' }] },
            ],
          },
        }}
      />,
    );
    expect(screen.getByTestId('classification-impact-warning').textContent).toContain('This change finds 1 file fewer');
    const row = screen.getByTestId('classification-impact-row-U.S. Personal Data').closest('tr')!;
    expect(row.textContent).toContain('finds 1 file fewer');
    expect(row.textContent).toContain('employee.txt');
  });
  test('sorts the classifications by a column header, from the keyboard too', () => {
    const change = (name: string, before: number, after: number) => ({ name, before, after, edited: true, gained: [], lost: [] });
    const indexed = { files: 9, totalFiles: 9, changes: [change('Finance', 3, 1), change('Health', 2, 4)] };
    render(<EditImpact loading={false} error={null} answer={{ samples: [], indexed }} />);
    const names = () => screen.getAllByTestId(/^classification-impact-row-/).map(e => e.textContent);
    expect(names()).toEqual(['Finance', 'Health']);
    const header = screen.getByRole('columnheader', { name: /Change/ });
    fireEvent.click(header);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Finance', 'Health']);
    fireEvent.keyDown(header, { key: 'Enter', code: 'Enter' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Health', 'Finance']);
  });
  test('says when there is nothing indexed to measure on', async () => {
    render(<EditImpact loading={false} error={null} answer={{ samples: [], indexed: { files: 0, totalFiles: 0, changes: [] } }} />);
    await waitFor(() => expect(screen.getByTestId('classification-impact-empty')).toBeTruthy());
  });
  test('warns when the edit is worse on the files people labelled, naming the files and the figures', () => {
    const answer = {
      samples: [],
      indexed: { files: 3, totalFiles: 3, changes: [] },
      labelled: {
        files: 3,
        changes: [
          {
            name: 'U.S. Personal Data',
            present: 2,
            absent: 1,
            edited: true,
            before: { tp: 2, fp: 0, fn: 0, precision: 1, recall: 1 },
            after: { tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 },
            lost: [{ objectId: 'e1', name: 'employee.txt', path: '/d' }],
            falselyGained: [{ objectId: 'e3', name: 'plain.txt', path: '/d' }],
            missed: [{ objectId: 'e1', name: 'employee.txt', path: '/d' }],
          },
        ],
      },
    };
    render(<EditImpact loading={false} error={null} answer={answer} />);
    const warning = screen.getByTestId('classification-impact-labelled-warning').textContent!;
    expect(warning).toContain('misses employee.txt');
    expect(warning).toContain('wrongly finds plain.txt');
    expect(warning).toContain('precision 100 % → 50 %');
    expect(editWarning(answer)).toContain('On the files people labelled this change is worse');
    expect(screen.getByTestId('classification-labelled-row-U.S. Personal Data').closest('tr')!.textContent).toContain('2 / 1');
  });
});
