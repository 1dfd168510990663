/**
 * RTF to plain text in one linear pass: groups, control words, \uN with \ucN fallback skipping, \'hh in
 * the document's code page, and destinations that carry no body text (font tables, pictures, objects).
 */
import * as iconv from 'iconv-lite';

/** Destinations whose content is not document text. */
const SKIP_DESTINATIONS = new Set([
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'objdata',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
  'filetbl',
  'revtbl',
  'pgdsctbl',
  'bkmkstart',
  'bkmkend',
  'fldinst',
  'datafield',
  'panose',
  'falt',
  'wgrffmtfilter',
  'userprops',
  'operator',
  'company',
  'author',
  'title',
  'xmlopen',
  'template',
  'nonshppict',
  'blipuid',
  'shpinst',
  'sp',
  'sn',
  'sv',
  'listtext',
  'pntext',
  'pntxtb',
  'pntxta',
]);
const NEWLINE_WORDS = new Set(['par', 'line', 'row', 'sect', 'page', 'pard']);
const SYMBOLS: Record<string, string> = {
  tab: '\t',
  cell: '\t',
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  nbsp: '\u00a0',
};

/** \fcharset values to code pages (charset 2 is Symbol: left to the document code page). */
const CHARSET_CODEPAGE: Record<number, string> = {
  0: 'windows-1252',
  77: 'macintosh',
  128: 'shift_jis',
  129: 'cp949',
  130: 'cp1361',
  134: 'gbk',
  136: 'big5',
  161: 'windows-1253',
  162: 'windows-1254',
  163: 'windows-1258',
  177: 'windows-1255',
  178: 'windows-1256',
  186: 'windows-1257',
  204: 'windows-1251',
  222: 'windows-874',
  238: 'windows-1250',
};

interface GroupState {
  skip: boolean;
  uc: number;
  font?: number;
  fontTable: boolean;
}

export function rtfToText(rtf: Buffer): string {
  const s = rtf.toString('latin1');
  const n = s.length;
  let documentCodepage = 'windows-1252';
  const fontCodepage = new Map<number, string>();
  let definingFont: number | undefined;
  const out: string[] = [];
  let codepage = documentCodepage;
  let pendingBytes: number[] = [];
  const flushBytes = () => {
    if (pendingBytes.length) {
      out.push(iconv.decode(Buffer.from(pendingBytes), codepage));
      pendingBytes = [];
    }
  };
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1, fontTable: false };
  const useFont = () => {
    const cp = (state.font !== undefined && fontCodepage.get(state.font)) || documentCodepage;
    if (cp !== codepage) {
      flushBytes();
      codepage = cp;
    }
  };
  let skipFallback = 0; // characters still to skip after a \uN
  let i = 0;
  const emit = (text: string) => {
    if (!state.skip) {
      flushBytes();
      out.push(text);
    }
  };
  while (i < n) {
    const c = s[i];
    if (c === '{') {
      stack.push(state);
      state = { ...state };
      i++;
      skipFallback = 0;
      continue;
    }
    if (c === '}') {
      state = stack.pop() ?? { skip: false, uc: 1, fontTable: false };
      useFont();
      i++;
      skipFallback = 0;
      continue;
    }
    if (c === '\\') {
      const next = s[i + 1];
      if (next === undefined) break;
      if (next === "'") {
        const byte = parseInt(s.substr(i + 2, 2), 16);
        i += 4;
        if (skipFallback > 0) {
          skipFallback--;
          continue;
        }
        if (!state.skip && !Number.isNaN(byte)) pendingBytes.push(byte);
        continue;
      }
      if (next === '*') {
        // an ignorable destination: skip unless known (none are needed as text)
        state.skip = true;
        i += 2;
        continue;
      }
      if (!/[a-zA-Z]/.test(next)) {
        // control symbol: \\ \{ \} \~ \- \_ \<newline>
        i += 2;
        if (skipFallback > 0) {
          skipFallback--;
          continue;
        }
        if (next === '\\' || next === '{' || next === '}') emit(next);
        else if (next === '~') emit('\u00a0');
        else if (next === '_') emit('-');
        else if (next === '\n' || next === '\r') emit('\n');
        continue;
      }
      let j = i + 1;
      while (j < n && j - i <= 32 && /[a-zA-Z]/.test(s[j])) j++;
      const word = s.slice(i + 1, j);
      let k = j;
      if (s[k] === '-') k++;
      while (k < n && k - j <= 11 && s[k] >= '0' && s[k] <= '9') k++;
      const param = k > j && s.slice(j, k) !== '-' ? parseInt(s.slice(j, k), 10) : undefined;
      if (s[k] === ' ') k++;
      i = k;
      if (word === 'bin' && param && param > 0) {
        i += param;
        continue;
      } // raw binary data
      if (skipFallback > 0) {
        skipFallback--;
        continue;
      }
      if (word === 'fonttbl') {
        state.skip = true;
        state.fontTable = true;
        continue;
      }
      if (state.fontTable) {
        if (word === 'f' && param !== undefined) definingFont = param;
        else if (word === 'fcharset' && param !== undefined && definingFont !== undefined && CHARSET_CODEPAGE[param])
          fontCodepage.set(definingFont, CHARSET_CODEPAGE[param]);
        continue;
      }
      if (word === 'f' && param !== undefined) {
        state.font = param;
        useFont();
        continue;
      }
      if (SKIP_DESTINATIONS.has(word)) {
        state.skip = true;
        continue;
      }
      if (word === 'ansicpg' && param) {
        const cp = `cp${param}`;
        if (iconv.encodingExists(cp)) {
          documentCodepage = cp;
          useFont();
        }
        continue;
      }
      if (word === 'uc' && param !== undefined) {
        state.uc = param;
        continue;
      }
      if (word === 'u' && param !== undefined) {
        emit(String.fromCharCode(param < 0 ? param + 65536 : param));
        skipFallback = state.uc;
        continue;
      }
      if (NEWLINE_WORDS.has(word)) {
        if (word !== 'pard') emit('\n');
        continue;
      }
      const sym = SYMBOLS[word];
      if (sym) emit(sym);
      continue;
    }
    if (c === '\r' || c === '\n') {
      i++;
      continue;
    }
    // plain text run up to the next special character
    let j = i;
    while (j < n && s[j] !== '\\' && s[j] !== '{' && s[j] !== '}' && s[j] !== '\r' && s[j] !== '\n') j++;
    let run = s.slice(i, j);
    i = j;
    if (skipFallback > 0) {
      const cut = Math.min(skipFallback, run.length);
      run = run.slice(cut);
      skipFallback -= cut;
    }
    if (run) emit(run);
  }
  flushBytes();
  // \u chars emitted as UTF-16 code units: surrogate pairs join up when joined into one string
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
