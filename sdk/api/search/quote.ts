/** A quoted literal for a text: ' doubled. (Its own module: code that only quotes does not load the lexer's parser library.) */
export function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
