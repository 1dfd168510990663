import { CONTEXT_CHARS, contextOf, maskText } from './lab';

const hit = (text: string, found: string, ruleId = 'R') => {
  const start = text.indexOf(found);
  return { ruleId, start, end: start + found.length, text: found, confidence: 0.9 };
};

test('a hit is masked beyond its first and last characters', () => {
  expect(maskText('536-22-8726')).toBe('5*********6');
  expect(maskText('ab')).toBe('**');
});

test('the context masks every hit inside it, cuts at a window and marks the cuts', () => {
  const text = `${'x'.repeat(50)} SSN 536-22-8726 mail jane@example.com ${'y'.repeat(50)}`;
  const ssn = hit(text, '536-22-8726');
  const mail = hit(text, 'jane@example.com', 'EMAIL');
  const ctx = contextOf(text, ssn, [ssn, mail]);
  expect(ctx.startsWith('…')).toBe(true);
  expect(ctx).toContain('SSN 5*********6 mail j**************m');
  expect(ctx).not.toContain('jane@example.com');
  expect(ctx.length).toBeLessThanOrEqual(CONTEXT_CHARS * 2 + 11 + 2);
});

test('overlapping hits are masked without repeating text', () => {
  const text = 'IBAN DE89370400440532013000 end';
  const a = hit(text, 'DE89370400440532013000');
  const b = { ...hit(text, '370400440532013000'), ruleId: 'B' };
  const ctx = contextOf(text, a, [a, b]);
  expect(ctx).toBe(`IBAN D${'*'.repeat(20)}0 end`);
});
