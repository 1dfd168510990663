/** File category and MIME type from the extension (what the dashboard's "files by category" groups by). */

const CATEGORY_EXTENSIONS: Record<string, string[]> = {
  Documents: ['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf', 'pdf', 'txt', 'md', 'tex', 'wpd', 'pages', 'epub', 'xps'],
  Spreadsheets: ['xls', 'xlsx', 'xlsm', 'xlsb', 'ods', 'csv', 'tsv', 'numbers'],
  Presentations: ['ppt', 'pptx', 'pptm', 'odp', 'key'],
  Email: ['eml', 'msg', 'mbox', 'pst', 'ost', 'emlx'],
  Web: ['html', 'htm', 'xhtml', 'xml', 'json', 'css', 'svg'],
  Images: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff', 'webp', 'heic', 'ico', 'psd', 'raw', 'cr2', 'nef'],
  Audio: ['mp3', 'wav', 'flac', 'aac', 'ogg', 'm4a', 'wma', 'aiff'],
  Video: ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'webm', 'flv', 'm4v', 'mpg', 'mpeg'],
  'Archive and Compressed': ['zip', '7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'zst', 'lz4', 'cab', 'iso'],
  Database: ['db', 'sqlite', 'sqlite3', 'mdb', 'accdb', 'sql', 'dbf', 'frm', 'ibd'],
  Code: [
    'js',
    'ts',
    'tsx',
    'jsx',
    'py',
    'java',
    'c',
    'h',
    'cpp',
    'hpp',
    'cs',
    'go',
    'rs',
    'rb',
    'php',
    'sh',
    'ps1',
    'bat',
    'pl',
    'swift',
    'kt',
    'scala',
    'yaml',
    'yml',
    'toml',
    'ini',
    'cfg',
    'conf',
  ],
  Binary: ['exe', 'dll', 'so', 'dylib', 'bin', 'o', 'a', 'class', 'jar', 'msi', 'deb', 'rpm', 'apk', 'dmg', 'wasm'],
  Fonts: ['ttf', 'otf', 'woff', 'woff2', 'eot'],
  Logs: ['log', 'out', 'err'],
};
export const OTHER_CATEGORY = 'Other';

const categoryByExt = new Map<string, string>();
for (const [cat, exts] of Object.entries(CATEGORY_EXTENSIONS)) for (const e of exts) categoryByExt.set(e, cat);

export function categoryOf(extension: string | null): string {
  return (extension && categoryByExt.get(extension)) || OTHER_CATEGORY;
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  log: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  json: 'application/json',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
  mbox: 'application/mbox',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  js: 'text/javascript',
  css: 'text/css',
};

export function mimeTypeOf(extension: string | null): string | null {
  return (extension && MIME[extension]) || null;
}

/** Lower-case extension without the dot; null for none, dot-files and absurdly long suffixes. */
export function extensionOfName(name: string): string | null {
  const i = name.lastIndexOf('.');
  if (i <= 0 || i === name.length - 1) return null;
  const ext = name.slice(i + 1).toLowerCase();
  return ext.length > 16 ? null : ext;
}
