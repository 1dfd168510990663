/**
 * smbclient's `ls` output, one line per entry: two spaces, the name padded to 30 columns, the DOS attributes
 * right-aligned in 7 columns, the size, two spaces and the modification time in the client's time zone (the
 * child runs with TZ=UTC), e.g. `  a.txt                               N        6  Wed Nov 25 15:38:48 2026`.
 */
export interface SmbListEntry {
  name: string;
  attributes: string;
  isDirectory: boolean;
  size: number;
  modifyTime: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE = '[A-Z][a-z]{2} ([A-Z][a-z]{2}) +(\\d{1,2}) (\\d\\d):(\\d\\d):(\\d\\d) (\\d{4})';
// The name is greedy, so the attribute field is the 7 columns that end with the last letter before the size.
const WITH_ATTRIBUTES = new RegExp(`^  (.*)([ A-Z]{6}[A-Z]) +(\\d+)  ${DATE}$`);
const NO_ATTRIBUTES = new RegExp(`^  (.*?) {7} +(\\d+)  ${DATE}$`);

export function parseListLine(line: string): SmbListEntry | null {
  let m = WITH_ATTRIBUTES.exec(line);
  let name: string, attributes: string, rest: string[];
  if (m) {
    name = m[1];
    attributes = m[2].trim();
    rest = m.slice(3);
  } else {
    m = NO_ATTRIBUTES.exec(line);
    if (!m) return null;
    name = m[1];
    attributes = '';
    rest = m.slice(2);
  }
  const [size, month, day, hh, mm, ss, year] = rest;
  const mon = MONTHS.indexOf(month);
  if (mon < 0) return null;
  return {
    name: name.replace(/ +$/, ''),
    attributes,
    isDirectory: attributes.includes('D'),
    size: Number(size),
    modifyTime: Date.UTC(Number(year), mon, Number(day), Number(hh), Number(mm), Number(ss)),
  };
}

/** 'r--r--r--' for a read-only entry, 'rw-rw-rw-' otherwise: what the DOS attributes tell of permissions. */
export function modeOf(attributes: string): string {
  return attributes.includes('R') ? 'r--r--r--' : 'rw-rw-rw-';
}
