/**
 * Text in blocks of whole lines, each known to be plain ASCII or not: a scan for words that never hold a line
 * break can use a faster ASCII regex on the ASCII blocks, most of any text, and the Unicode-aware one on the others.
 * A block after the first starts after a line break, which is no letter, so lookbehinds read there as at the start.
 */
const NON_ASCII = /[^\x00-\x7f]/g;
/** Blocks are about this many characters long. */
const BLOCK = 16 * 1024;

/** The blocks of the last text asked about: the rules of one classification ask in turn. */
let last: { text: string; blocks: number[] } | null = null;

/** The blocks of text: [from, to, ascii (1 or 0), ...], each ending after a line break or at the end. */
export function blocksOf(text: string): number[] {
  if (last?.text === text) return last.blocks;
  const blocks: number[] = [];
  const nonAscii = new RegExp(NON_ASCII.source, 'g');
  let next = -1; // the first character outside ASCII at or after the block's start (text.length when none)
  for (let from = 0; from < text.length;) {
    const cut = from + BLOCK >= text.length ? -1 : text.indexOf('\n', from + BLOCK);
    const to = cut < 0 ? text.length : cut + 1;
    if (next < from) {
      nonAscii.lastIndex = from;
      next = nonAscii.exec(text)?.index ?? text.length;
    }
    blocks.push(from, to, next >= to ? 1 : 0);
    from = to;
  }
  last = { text, blocks };
  return blocks;
}

/** Calls visit(from, to, ascii) for the blocks of text in order. */
export function forEachBlock(text: string, visit: (from: number, to: number, ascii: boolean) => void): void {
  const blocks = blocksOf(text);
  for (let b = 0; b < blocks.length; b += 3) visit(blocks[b], blocks[b + 1], blocks[b + 2] === 1);
}
