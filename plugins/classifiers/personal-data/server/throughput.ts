/**
 * Throughput of the personal-data classifier (a figure, not a test):
 *   npx esbuild plugins/classifiers/personal-data/server/throughput.ts --bundle --platform=node \
 *     --packages=external --outfile=dist/node/classify-throughput.js && node dist/node/classify-throughput.js 50
 * The argument is the size in MB of generated mixed text: prose, tables of numbers, timestamps, UUIDs, log lines
 * and, every few hundred bytes, a personal-data value. 'people 5' generates a name-dense people directory instead;
 * 'file <path> [MB]' reads a real text (repeated up to MB). A last argument 'by-rule' adds the seconds of each rule.
 */
import { readFileSync } from 'node:fs';
import { createPersonalDataClassifier } from './classifier';
import { GIVEN_NAMES, SURNAMES, CITIES } from './rules/gazetteer';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const WORDS =
  'the of and to in is for on that by this with from at as be are was it an or report customer record total page section account order invoice date amount contract meeting project status review team'.split(
    ' ',
  );
const PII = [
  'jane.doe@example.org',
  '+44 20 7946 0958',
  '(201) 555-0123',
  'SSN 536-22-8726',
  '4111 1111 1111 1111',
  'IBAN DE89 3704 0044 0532 0130 00',
  '192.168.10.20',
  'born 14 March 1985',
  'NHS number 943 476 5919',
  'Steuer-ID 86095742719',
  'DNI 12345678Z',
  'RSSMRA85T10A562S',
  'https://intranet.example.com/x?id=7',
];

function generate(bytes: number): string {
  const next = rng(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const r = next();
    let line: string;
    if (r < 0.55) line = Array.from({ length: 8 + Math.floor(next() * 12) }, () => pick(WORDS)).join(' ') + '.';
    else if (r < 0.7) line = Array.from({ length: 6 }, () => String(Math.floor(next() * 10 ** (1 + Math.floor(next() * 9))))).join('\t');
    else if (r < 0.8)
      line = `${new Date(1.6e12 + Math.floor(next() * 1e11)).toISOString()} INFO request ${crypto.randomUUID()} took ${Math.floor(next() * 900)} ms`;
    else if (r < 0.87)
      line = `Order #${Math.floor(next() * 1e9)} version ${Math.floor(next() * 20)}.${Math.floor(next() * 10)}.${Math.floor(next() * 100)} total ${(next() * 1000).toFixed(2)}`;
    else line = `${pick(WORDS)} ${pick(WORDS)}: ${pick(PII)} ${pick(WORDS)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** A staff directory: a name, a title, a city and a sentence about each person, as exported lists and intranet pages read. */
function people(bytes: number): string {
  const next = rng(7);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const given = [...GIVEN_NAMES];
  const surnames = [...SURNAMES];
  const cities = CITIES.split(';')
    .map(c => c.trim())
    .filter(Boolean);
  const roles = ['Engineer', 'Nurse', 'Analyst', 'Teacher', 'Manager', 'Designer', 'Accountant'];
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const a = `${pick(given)} ${pick(surnames)}`;
    const b = `${pick(given)} ${pick(surnames)}`;
    const line =
      next() < 0.5
        ? `${a}\t${pick(roles)}\t${pick(cities)}\t${a.split(' ')[0].toLowerCase()}@example.org`
        : `Dr. ${a} moved from ${pick(cities)} to ${pick(cities)} and now works with ${b} on the ${pick(roles).toLowerCase()} team.`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

function textOf(args: string[]): { kind: string; text: string } {
  if (args[0] === 'people') return { kind: 'people directory', text: people(Number(args[1] ?? 5) * 1024 * 1024) };
  if (args[0] === 'file') {
    const real = readFileSync(args[1], 'utf8');
    const want = Number(args[2] ?? 0) * 1024 * 1024;
    return { kind: args[1], text: want > real.length ? real.repeat(Math.ceil(want / real.length)).slice(0, want) : real };
  }
  return { kind: 'mixed', text: generate(Number(args[0] ?? 50) * 1024 * 1024) };
}

const args = process.argv.slice(2).filter(a => a !== 'by-rule');
const { kind, text } = textOf(args);
const classifier = createPersonalDataClassifier();
// Documents are classified one by one: cut the text into 1 MB documents.
const docSize = 1024 * 1024;
function run(ruleIds?: string[]): { seconds: number; hits: number } {
  const started = process.hrtime.bigint();
  let hits = 0;
  for (let i = 0; i < text.length; i += docSize) hits += classifier.classify(text.slice(i, i + docSize), ruleIds && { ruleIds }).length;
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, hits };
}
const { seconds, hits } = run();
const strong = classifier.classify(text.slice(0, docSize)).filter(h => h.confidence >= 0.5).length;
console.log(
  JSON.stringify({
    text: kind,
    megabytes: +(text.length / 1024 / 1024).toFixed(1),
    seconds: +seconds.toFixed(2),
    mbPerSecond: +(text.length / 1024 / 1024 / seconds).toFixed(2),
    hits,
    strongHitsInFirstMb: strong,
    rules: classifier.rules.length,
  }),
);
if (process.argv.includes('by-rule')) {
  const byRule = classifier.rules.map(r => ({ id: r.id, ...run([r.id]) })).sort((a, b) => b.seconds - a.seconds);
  for (const r of byRule.slice(0, 12)) console.log(`${r.id.padEnd(26)} ${r.seconds.toFixed(2)} s  ${r.hits} hits`);
}
