import { CHUNK_CHARS, compileCustomPattern, validateCustomPattern } from './custom-pattern';

describe('custom patterns', () => {
  test('finds every match with offsets into the text', () => {
    const p = compileCustomPattern('CUSTOM:Projects', { pattern: 'PRJ-\\d{4}' });
    const text = 'Projects PRJ-0001 and prj-0002, not PRJ-12.';
    expect(p.findAll(text, 100).map(h => [h.text, h.start, h.end, h.confidence, h.ruleId])).toEqual([
      ['PRJ-0001', 9, 17, 0.8, 'CUSTOM:Projects'],
      ['prj-0002', 22, 30, 0.8, 'CUSTOM:Projects'],
    ]);
    const exact = compileCustomPattern('CUSTOM:P', { pattern: 'PRJ-\\d{4}', caseSensitive: true, confidence: 0.6 });
    expect(exact.findAll(text, 100).map(h => [h.text, h.confidence])).toEqual([['PRJ-0001', 0.6]]);
  });

  test('offsets stay right after characters outside the Basic Multilingual Plane', () => {
    const p = compileCustomPattern('CUSTOM:X', { pattern: 'b+' });
    const text = 'ééé😀 bb x 😀😀bbb';
    const hits = p.findAll(text, 10);
    expect(hits.map(h => text.slice(h.start, h.end))).toEqual(['bb', 'bbb']);
    expect(hits.map(h => h.text)).toEqual(['bb', 'bbb']);
  });

  test('matches across chunk boundaries are found once, and word boundaries see the previous chunk', () => {
    const p = compileCustomPattern('CUSTOM:X', { pattern: '\\bKEY-\\d{3}\\b' });
    const filler = 'x'.repeat(CHUNK_CHARS - 4);
    const text = `${filler} KEY-123 ${'y'.repeat(CHUNK_CHARS - 5)}zKEY-456 KEY-789 ${'😀'.repeat(CHUNK_CHARS)} KEY-000`;
    expect(p.findAll(text, 100).map(h => h.text)).toEqual(['KEY-123', 'KEY-789', 'KEY-000']);
    for (const h of p.findAll(text, 100)) expect(text.slice(h.start, h.end)).toBe(h.text);
    // a chunk that starts right after a word character: \b must see that character
    expect(p.findAll(`${'x'.repeat(CHUNK_CHARS - 1)}zKEY-456 KEY-789`, 100).map(h => h.text)).toEqual(['KEY-789']);
  });

  test('stops at maxHits', () => {
    const p = compileCustomPattern('CUSTOM:X', { pattern: 'ab' });
    expect(p.findAll('ab'.repeat(1000), 25)).toHaveLength(25);
  });

  test('a pattern that backtracks catastrophically in JavaScript is refused, and RE2 runs long inputs in linear time', () => {
    expect(() => validateCustomPattern('(a+)+$')).toThrow(expect.objectContaining({ name: 'UnsafePattern' }));
    const p = compileCustomPattern('CUSTOM:X', { pattern: '[a-z]+@[a-z]+\\.com' });
    expect(p.findAll('a'.repeat(3_000_000), 10)).toEqual([]);
  });

  test('invalid patterns are named', () => {
    expect(() => validateCustomPattern('(abc')).toThrow(expect.objectContaining({ name: 'InvalidPattern' }));
    expect(() => validateCustomPattern('[z-a]')).toThrow(expect.objectContaining({ name: 'InvalidPattern' }));
    expect(() => validateCustomPattern('(?<=a)b')).toThrow(expect.objectContaining({ name: 'InvalidPattern' }));
  });
});
