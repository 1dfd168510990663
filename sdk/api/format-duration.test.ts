import { formatDuration } from './format';

it('formats durations in hours, minutes and seconds', () => {
  expect(formatDuration(0)).toBe('0s');
  expect(formatDuration(7.4)).toBe('7s');
  expect(formatDuration(125)).toBe('2m 05s');
  expect(formatDuration(3725)).toBe('1h 02m 05s');
  expect(formatDuration(null)).toBe('—');
  expect(formatDuration(-1)).toBe('—');
  expect(formatDuration(Number.NaN)).toBe('—');
});
