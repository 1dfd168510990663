/** Text of a PDF page from the positioned runs pdfjs reports. */

/** What pdfjs reports for one run of text: its string, its matrix (x, y at [4], [5]) and its advance. */
export interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
  dir?: string;
}

/**
 * Joins a page's text runs in reading order. pdfjs starts a new run at every large gap without putting
 * a space in it (table cells, justified columns) and leaves out line ends between runs on different
 * baselines (stamps, form fields): both come from the runs' positions here. Runs repeated at the same
 * place (text drawn twice for a bold effect, a stamp on every form layer) are kept once.
 */
export function joinTextRuns(runs: TextRun[]): string {
  let out = '';
  let prev: { along: number; end: number; across: number; size: number; rtl: boolean } | undefined;
  const drawn = new Set<string>();
  for (const run of runs) {
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = run.transform ?? [];
    const scale = Math.hypot(a, b) || 1;
    const size = Math.abs(Math.hypot(c, d) || run.height || scale);
    const dx = a / scale,
      dy = b / scale;
    const along = e * dx + f * dy;
    const across = f * dx - e * dy;
    if (run.str) {
      const key = `${Math.round(e)},${Math.round(f)},${run.str}`;
      if (drawn.has(key) && run.str.trim()) continue;
      drawn.add(key);
      const rtl = run.dir === 'rtl';
      if (prev && !out.endsWith('\n')) {
        const em = Math.max(size, prev.size, 1);
        const rise = Math.abs(across - prev.across);
        const gap = along - prev.end;
        // a superscript or subscript rises or drops by less than an em and carries on where the text stopped
        if (rise > em * 0.5 && !(rise < em * 0.9 && gap > -em * 0.2 && gap < em)) out += '\n';
        else if (!/\s$/.test(out) && !/^\s/.test(run.str) && !rtl && !prev.rtl) {
          // a word space is about a quarter of an em; kerning and tracking stay well below that
          if (gap > em * 0.15 || gap < -em * 0.5) out += ' ';
        }
      }
      // the line's largest font sets the scale: a superscript after a subscript is still on the line
      const lineSize = prev && !out.endsWith('\n') ? Math.max(prev.size, size) : size;
      out += run.str;
      prev = { along, end: along + (run.width || 0), across: run.str.trim() || !prev ? across : prev.across, size: lineSize, rtl };
    }
    if (run.hasEOL) {
      if (!out.endsWith('\n')) out += '\n';
      prev = undefined;
    }
  }
  return out;
}
