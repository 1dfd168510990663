/**
 * A route's answer sent as a file (a download, a streamed query result) instead of the JSON envelope: the
 * server writes status 200 with the content type, `attachment; filename=...` and no-store, then the body.
 */
const FILE_ANSWER = Symbol.for('fathom.server.file-answer');

export interface FileAnswer {
  readonly [FILE_ANSWER]: true;
  contentType: string;
  fileName: string;
  /** All at once (sent with its length) or streamed as it is produced. */
  body: Buffer | AsyncIterable<string | Buffer>;
  /** Called when a streamed body ends early (the client went away). */
  onAbort?(): void;
}

export function fileAnswer(a: Omit<FileAnswer, typeof FILE_ANSWER>): FileAnswer {
  return { ...a, [FILE_ANSWER]: true };
}

export function isFileAnswer(x: unknown): x is FileAnswer {
  return typeof x === 'object' && x !== null && (x as Record<symbol, unknown>)[FILE_ANSWER] === true;
}
