/**
 * Search by file (spec 001 §3 query mode byFile, §5 file upload): one text file, at most 10 MB, of file names or
 * sha256 hashes, one a line. Messages fileUpload.fileAccepted / fileRejected / fileTooLarge / tooManyFiles.
 */
import { useState } from 'react';
import { parseFileQuery, SEARCH_LIMITS, type FileQueryValue } from '@fathom/sdk/api/search-wire';

export const FILE_UPLOAD_MESSAGES = {
  'fileUpload.fileAccepted': 'File accepted.',
  'fileUpload.fileRejected': 'Unsupported file format',
  'fileUpload.fileTooLarge': 'Some files are too large.',
  'fileUpload.tooManyFiles': 'Too many files.',
} as const;
export type FileUploadMessage = keyof typeof FILE_UPLOAD_MESSAGES;

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Checks a chosen file list and reads the one text file into names and hashes. */
export async function readQueryFile(files: ArrayLike<File>): Promise<{ message: FileUploadMessage; value?: FileQueryValue }> {
  if (files.length !== 1) return { message: 'fileUpload.tooManyFiles' };
  const file = files[0];
  if (file.size > SEARCH_LIMITS.uploadMaxBytes) return { message: 'fileUpload.fileTooLarge' };
  const text = await readText(file);
  if (text.includes('\u0000')) return { message: 'fileUpload.fileRejected' };
  const value = parseFileQuery(text);
  if (value.names.length + value.hashes.length === 0) return { message: 'fileUpload.fileRejected' };
  return { message: 'fileUpload.fileAccepted', value };
}

export function FileSearch({ onChange }: { onChange(v: FileQueryValue | null): void }) {
  const [status, setStatus] = useState<{ message: FileUploadMessage; detail?: string } | null>(null);
  const choose = async (files: FileList | null) => {
    if (!files) return;
    const r = await readQueryFile(files);
    setStatus({ message: r.message, detail: r.value ? `${r.value.names.length} names, ${r.value.hashes.length} hashes` : undefined });
    onChange(r.value ?? null);
  };
  return (
    <div className="fx-discover-form" data-testid="file-search">
      <label htmlFor="discover-file">A text file of file names or sha256 hashes, one a line (10 MB at most)</label>
      <input id="discover-file" type="file" accept=".txt,.csv,.lst,text/plain" onChange={e => void choose(e.target.files)} data-testid="file-input" />
      {status && (
        <span
          className={`fx-discover-status ${status.message === 'fileUpload.fileAccepted' ? 'fx-discover-status--ok' : 'fx-discover-status--error'}`}
          role="status"
          data-testid="file-status"
          data-message={status.message}
        >
          {FILE_UPLOAD_MESSAGES[status.message]}
          {status.detail ? ` ${status.detail}` : ''}
        </span>
      )}
    </div>
  );
}
