import { joinTextRuns, type TextRun } from './text-runs';

const run = (str: string, x: number, y: number, width: number, size = 10, hasEOL = false): TextRun => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
  hasEOL,
});

describe('joinTextRuns', () => {
  it('puts a space between runs with a word-sized gap (table cells) and none inside kerned words', () => {
    expect(joinTextRuns([run('Number of counterparties', 0, 700, 120), run('Probability of', 150, 700, 60)])).toBe('Number of counterparties Probability of');
    expect(joinTextRuns([run('Wo', 0, 700, 12), run('rd', 12.5, 700, 10)])).toBe('Word');
    expect(joinTextRuns([run('Name', 0, 700, 20), run('Card', 300, 700, 20), run('Total', 500, 700, 20)])).toBe('Name Card Total');
  });

  it('starts a new line when the baseline moves, even where pdfjs marks no line end', () => {
    expect(joinTextRuns([run('undeliverable.', 0, 700, 60), run('CAUTION', 400, 500, 40)])).toBe('undeliverable.\nCAUTION');
    expect(joinTextRuns([run('first line', 0, 700, 50, 10, true), run('second line', 0, 686, 50)])).toBe('first line\nsecond line');
  });

  it('keeps superscripts and subscripts on their line', () => {
    expect(joinTextRuns([run('Footnote appears here', 72, 709.6, 102.4, 11), run('1', 174.4, 714.6, 3.5, 7)])).toBe('Footnote appears here1');
    expect(joinTextRuns([run('H', 0, 700, 8, 11), run('2', 8, 696, 4, 7), run('O', 12, 700, 8, 11)])).toBe('H2O');
    const line = [
      run('underline', 119.3, 658.7, 42.9, 11),
      run('superscript', 164.7, 663.7, 31.7, 7),
      run(' ', 196.3, 663.7, 2.5, 7),
      run('subscript', 198.9, 657.1, 25.8, 7),
    ];
    expect(joinTextRuns(line)).toBe('underline superscript subscript');
  });

  it('keeps text drawn twice at the same place once, and separates different text drawn over it', () => {
    const stamp = () => run('PDF processed with CutePDF', 18, 10, 160, 12);
    expect(joinTextRuns([run('Form title', 72, 709, 60, 11, true), stamp(), stamp(), stamp()])).toBe('Form title\nPDF processed with CutePDF');
    expect(joinTextRuns([run('Text the first time', 100, 700, 184, 24), run('Text the second time', 100, 700, 222, 24)])).toBe(
      'Text the first time Text the second time',
    );
  });

  it('follows rotated text along its own direction', () => {
    const up = (str: string, y: number, width: number): TextRun => ({ str, transform: [0, 10, -10, 0, 100, y], width, height: 10 });
    expect(joinTextRuns([up('rotated', 100, 35), up('label', 150, 25)])).toBe('rotated label');
  });
});
