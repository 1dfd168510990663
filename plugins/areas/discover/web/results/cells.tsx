/** How result values and hits look: dates and sizes formatted, an icon per file kind, highlighted snippet parts. */
import { formatDate, formatSize, fromEpochSeconds } from '@fathom/sdk/api/format';
import type { SearchColumnInfo, SearchHit, SearchObject } from '@fathom/sdk/api/search-wire';

export function cellText(value: unknown, column: SearchColumnInfo): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'DATE') return formatDate(fromEpochSeconds(value as number));
  if (column.name === 'size' || column.name === 'storeSize') return formatSize(value as number);
  if (column.name === 'isDeleted') return value ? 'Yes' : 'No';
  // Lists the index keeps ';'-separated (a file's classifications, rule ids, tags) read as lists.
  if (LIST_COLUMNS.has(column.name) && typeof value === 'string')
    return value
      .split(';')
      .map(x => x.trim())
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const LIST_COLUMNS = new Set(['classification', 'ruleId', 'userTags']);

/** Word's icon for word-processor documents only: plain text (.txt, .md, .log) is a plain file. */
const ICONS: [RegExp, string][] = [
  [/^(pdf)$/, 'pi pi-file-pdf'],
  [/^(xlsx?|csv|ods)$/, 'pi pi-file-excel'],
  [/^(docx?|docm|dotx?|odt|rtf)$/, 'pi pi-file-word'],
  [/^(png|jpe?g|gif|bmp|tiff?|webp)$/, 'pi pi-image'],
  [/^(zip|7z|rar|gz|tar)$/, 'pi pi-box'],
  [/^(eml|msg|mbox)$/, 'pi pi-envelope'],
];

export function iconOf(o: SearchObject): string {
  if (o.classId === 'idxcontainer') return 'pi pi-folder';
  const ext = String(o.extension ?? (typeof o.name === 'string' && o.name.includes('.') ? o.name.split('.').pop() : '')).toLowerCase();
  return ICONS.find(([re]) => re.test(ext))?.[1] ?? 'pi pi-file';
}

export function HitView({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'content') {
    return (
      <p className="fx-discover-snippet" data-testid="content-hit">
        {hit.parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
      </p>
    );
  }
  return (
    <p className="fx-discover-classhit" data-testid="classification-hit">
      <span className="fx-tag fx-tag--warning">{hit.classification}</span> confidence {Math.round(hit.confidence * 100)}% · {hit.hitCount} hit
      {hit.hitCount === 1 ? '' : 's'}
      {hit.samples?.length ? <span> · {hit.samples.join(', ')}</span> : null}
    </p>
  );
}
