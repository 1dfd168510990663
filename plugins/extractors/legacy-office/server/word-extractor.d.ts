declare module 'word-extractor' {
  interface WordDocument {
    getBody(options?: object): string;
    getFootnotes(options?: object): string;
    getEndnotes(options?: object): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getFooters(options?: object): string;
    getAnnotations(options?: object): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
