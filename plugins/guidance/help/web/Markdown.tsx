/**
 * The markdown the help articles are written in, drawn as React elements (never as HTML, so an article cannot
 * inject markup): headings, paragraphs, bullet and numbered lists, tables, fenced code, inline code, bold and links.
 */
import { Fragment, type ReactNode } from 'react';

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'table'; head: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map(c => c.trim().replace(/\\\|/g, '|'));

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
      i++;
      out.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    if (h) {
      out.push({ kind: 'heading', level: h[1].length, text: h[2] });
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && i + 1 < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1])) {
      const head = cells(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && lines[i].trim().startsWith('|'); i++) rows.push(cells(lines[i]));
      out.push({ kind: 'table', head, rows });
      continue;
    }
    const item = /^\s*(-|\*|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1]);
      const items: string[] = [];
      for (; i < lines.length; i++) {
        const m = /^\s*(-|\*|\d+\.)\s+(.*)$/.exec(lines[i]);
        if (m) items.push(m[2]);
        else if (lines[i].trim() !== '' && /^\s{2,}/.test(lines[i]) && items.length) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
      }
      out.push({ kind: 'list', ordered, items });
      continue;
    }
    const para: string[] = [];
    for (; i < lines.length && lines[i].trim() !== '' && !/^(#{1,4}\s|```|\s*(-|\*|\d+\.)\s)/.test(lines[i]); i++) para.push(lines[i].trim());
    out.push({ kind: 'para', text: para.join(' ') });
  }
  return out;
}

/** Inline marks: `code`, **bold**, *emphasis*, [text](link). */
export function inline(text: string, onLink?: (href: string) => boolean): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const key = out.length;
    if (m[1] !== undefined) out.push(<code key={key}>{m[1]}</code>);
    else if (m[2] !== undefined) out.push(<strong key={key}>{m[2]}</strong>);
    else if (m[3] !== undefined) out.push(<em key={key}>{m[3]}</em>);
    else {
      const href = m[5];
      const safe = /^(https?:\/\/|\/|#)/.test(href) ? href : '#';
      out.push(
        <a
          key={key}
          href={safe}
          onClick={e => {
            if (onLink?.(safe)) e.preventDefault();
          }}
          {...(/^https?:/.test(safe) ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {m[4]}
        </a>,
      );
    }
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function Markdown({ text, onLink }: { text: string; onLink?: (href: string) => boolean }) {
  return (
    <div className="fx-help-article">
      {parseBlocks(text).map((b, i) => {
        switch (b.kind) {
          case 'heading': {
            const H = `h${Math.min(6, b.level + 2)}` as 'h3';
            return <H key={i}>{inline(b.text, onLink)}</H>;
          }
          case 'para':
            return <p key={i}>{inline(b.text, onLink)}</p>;
          case 'code':
            return (
              <pre key={i}>
                <code>{b.text}</code>
              </pre>
            );
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul';
            return (
              <L key={i}>
                {b.items.map((it, j) => (
                  <li key={j}>{inline(it, onLink)}</li>
                ))}
              </L>
            );
          }
          case 'table':
            return (
              <table key={i}>
                <thead>
                  <tr>
                    {b.head.map((c, j) => (
                      <th key={j}>{inline(c, onLink)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {b.rows.map((r, j) => (
                    <tr key={j}>
                      {r.map((c, k) => (
                        <td key={k}>{c === '' ? <Fragment /> : inline(c, onLink)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
        }
      })}
    </div>
  );
}
