/** Plain text, CSV/TSV and source code: the bytes decoded with a detected encoding. */
import { defineServerPlugin, Extractors, ExtractionError, type Extractor } from '@fathom/sdk/server';
import { decodePlainText } from './decode';

export const TEXT_EXTENSIONS = [
  'txt', 'text', 'log', 'md', 'markdown', 'rst', 'csv', 'tsv', 'tab', 'json', 'ndjson', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf',
  'properties', 'env', 'sql', 'sh', 'bash', 'zsh', 'bat', 'cmd', 'ps1', 'psm1', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'py', 'java',
  'c', 'h', 'cpp', 'hpp', 'cc', 'cxx', 'cs', 'go', 'rb', 'php', 'pl', 'pm', 'rs', 'swift', 'kt', 'kts', 'scala', 'r', 'lua', 'vb',
  'vbs', 'css', 'scss', 'less', 'tex', 'srt', 'vtt', 'ldif', 'vcf', 'ics', 'diff', 'patch', 'gradle', 'groovy', 'dart', 'asm', 'f90',
  'jsonl', 'json5', 'geojson', 'ipynb', 'webmanifest', 'mdx', 'adoc', 'asciidoc', 'org', 'textile', 'nfo', 'bib', 'sty', 'cls',
  'psv', 'lst', 'cnf', 'reg', 'inf', 'service', 'desktop', 'editorconfig', 'gitignore', 'dockerignore', 'dockerfile', 'mk', 'cmake',
  'make', 'hql', 'ddl', 'dml', 'psql', 'pgsql', 'plsql', 'graphql', 'gql', 'proto', 'thrift', 'avsc', 'tf', 'tfvars', 'hcl',
  'm', 'mm', 'hs', 'erl', 'ex', 'exs', 'clj', 'cljs', 'lisp', 'el', 'scm', 'ml', 'fs', 'fsx', 'jl', 'pas', 'f', 'for', 'f77', 'cob',
  'cbl', 'ada', 'adb', 'ads', 'sas', 'vue', 'svelte', 'asp', 'aspx', 'jsp', 'erb', 'ejs', 'hbs', 'mustache', 'twig', 'j2', 'pem',
  'sbt', 'fish', 'awk', 'sed', 'tcl', 'vhd', 'vhdl', 'sv', 'coffee', 'elm', 'nim', 'zig', 'sol', 'csx', 'vtl', 'lrc', 'sub',
];

export const textExtractor: Extractor = {
  id: 'text',
  extensions: TEXT_EXTENSIONS,
  mimeTypes: [
    'text/plain', 'text/csv', 'text/tab-separated-values', 'application/json', 'text/x-python', 'application/javascript', 'text/javascript',
    'text/markdown', 'text/x-markdown', 'application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'application/toml', 'application/sql',
    'text/x-sql', 'text/x-log', 'text/x-java-source', 'text/x-java', 'text/x-c', 'text/x-c++', 'text/x-csharp', 'text/x-go', 'text/x-rust',
    'text/x-shellscript', 'application/x-sh', 'text/x-properties', 'text/x-java-properties', 'application/ld+json', 'application/x-ndjson',
    'text/css', 'text/x-diff', 'text/x-patch', 'text/vcard', 'text/calendar', 'text/x-ini', 'text/x-php', 'application/x-httpd-php',
  ],
  async extract(input) {
    if (input.buffer.length === 0) throw new ExtractionError('Empty', 'the file is empty');
    const { text, encoding } = decodePlainText(input.buffer);
    return { text: text.replace(/\r\n?/g, '\n'), metadata: { encoding } };
  },
};

export default defineServerPlugin({ id: 'extractor-text', register(r) { r.contribute(Extractors, textExtractor); } });
