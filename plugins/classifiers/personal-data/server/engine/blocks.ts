/**
 * Text in blocks of whole lines, each known to be plain ASCII or not: a scan for words that never hold a line
 * break can use a faster ASCII regex on the ASCII blocks, most of any text, and the Unicode-aware one on the others.
 * A block after the first starts after a line break, which is no letter, so lookbehinds read there as at the start.
 */
const NON_ASCII = /[^\x00-\x7f]/g;
/** Blocks are about this many characters long. */
const BLOCK = 16 * 1024;

/** Calls visit(from, to, ascii) for consecutive blocks of text, each ending after a line break or at the end. */
export function forEachBlock(text: string, visit: (from: number, to: number, ascii: boolean) => void): void {
  const nonAscii = new RegExp(NON_ASCII.source, 'g');
  let next = -1; // the first character outside ASCII at or after the block's start (text.length when none)
  for (let from = 0; from < text.length;) {
    const cut = from + BLOCK >= text.length ? -1 : text.indexOf('\n', from + BLOCK);
    const to = cut < 0 ? text.length : cut + 1;
    if (next < from) {
      nonAscii.lastIndex = from;
      next = nonAscii.exec(text)?.index ?? text.length;
    }
    visit(from, to, next >= to);
    from = to;
  }
}
