import { htmlBodyToText } from './eml';

describe('htmlBodyToText', () => {
  it('keeps the blank a line break stands for beside inline elements', () => {
    expect(
      htmlBodyToText(
        '<html><head><title>x</title></head><body><p>Dear\n<b>Jane Roe</b>,\nyour card\n<span>4111 1111 1111 1111</span>\nexpires.</p></body></html>',
      ),
    ).toBe('Dear Jane Roe,\nyour card 4111 1111 1111 1111 expires.');
  });
});
