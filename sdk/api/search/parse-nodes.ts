/**
 * Tree nodes the grammar builds in one step: flattened AND/OR, and the content operators of WHICH CONTAIN.
 *
 * - flatten / flattenContent(type, operands): n-ary AND/OR with nested same-type nodes merged.
 * - contentCall(nameToken, argTokens): PHRASE, NEAR, ANY, ALL or NONE with its arguments checked.
 */
import type { IToken } from 'chevrotain';
import type { ContentExpr, Expr } from './ast';
import * as T from './lexer';
import { errorAt } from './parse-errors';

export function flatten(type: 'and' | 'or', operands: Expr[]): Expr {
  return { type, operands: operands.flatMap(o => (o.type === type ? o.operands : [o])) };
}
export function flattenContent(type: 'and' | 'or', operands: ContentExpr[]): ContentExpr {
  return { type, operands: operands.flatMap(o => (o.type === type ? o.operands : [o])) };
}

/** PHRASE('…'), NEAR('a','b'[, distance]), ANY(…), ALL(…), NONE(…). */
export function contentCall(fnTok: IToken, args: IToken[]): ContentExpr {
  const name = fnTok.image.toUpperCase();
  const texts: string[] = [];
  let distance: number | undefined;
  args.forEach((a, i) => {
    if (a.tokenType === T.NumberLiteral) {
      if (name !== 'NEAR' || i !== args.length - 1 || i < 2) throw errorAt(a, name === 'NEAR' ? 'a quoted word' : 'a quoted text');
      distance = Number(a.image);
      if (!Number.isInteger(distance) || distance < 0) throw errorAt(a, 'a whole number of words');
    } else {
      const text = T.unquote(a.image).trim();
      if (!text) throw errorAt(a, 'a word');
      texts.push(text);
    }
  });
  switch (name) {
    case 'PHRASE':
      if (texts.length !== 1) throw errorAt(args[1], ')');
      return { type: 'phrase', value: texts[0] };
    case 'NEAR':
      if (texts.length < 2) throw errorAt(args[args.length - 1], 'at least two quoted words');
      return distance === undefined ? { type: 'near', words: texts } : { type: 'near', words: texts, distance };
    case 'ANY':
    case 'ALL':
    case 'NONE':
      return { type: name.toLowerCase() as 'any' | 'all' | 'none', words: texts };
    default:
      throw errorAt(fnTok, 'a quoted word, PHRASE, NEAR, ANY, ALL or NONE');
  }
}
