/**
 * A question in plain language → a search statement (Discover → Ask): the provider is told the statement language
 * (columns, operators, content conditions), answers one statement, which is parsed with the shared parser and
 * pinned to the active node's STORE. An answer that does not parse is sent back once with the parser's complaint.
 */
import { parseStatement, printStatement, QueryValidationError, SEARCH_COLUMNS } from '@fathom/sdk/api/search/index';
import { AiProviderError, complete } from './providers';
import type { AiSecrets } from './settings';

export function systemPrompt(today: string): string {
  const columns = SEARCH_COLUMNS.map(c => `${c.name} (${c.type})`).join(', ');
  return [
    'You turn questions about indexed files into one search statement. Answer with the statement only: no prose, no code fence.',
    "Shape: SELECT columns FROM STORE('HOME') [WHERE conditions] [WHICH CONTAIN content] [ORDER BY column ASC|DESC] [LIMIT n]",
    `Columns: ${columns}. Dates are days 'YYYY-MM-DD'; today is ${today}. Sizes are bytes.`,
    "Conditions: = != < <= > >=, name STARTS WITH 'x', name CONTAINS 'x', name ENDS WITH '.pdf', name LIKE 'a%', extension IN ('pdf','docx'),",
    "size BETWEEN 1 AND 5, modifyTime ON '2024-01-05', modifyTime BEFORE '2024-01-01', modifyTime AFTER '2024-01-01',",
    "modifyTime BETWEEN '2024-01-01' AND '2024-01-31', modifyTime < DAYS_AGO(30) (also WEEKS_AGO, MONTHS_AGO, YEARS_AGO), osOwner IS NULL, AND, OR, NOT, parentheses.",
    "classification = 'Financial Data' finds files classified so (policy classifications such as 'U.S. Personal Data', 'Contact Information'); ruleId = 'CREDIT_CARD' names one rule; confidence is 0..1; dupCount > 0 finds duplicated files; isDeleted = FALSE.",
    "Content (text inside files) goes after WHICH CONTAIN: 'word', PHRASE('exact words'), NEAR('a', 'b'), ANY('a', 'b'), ALL('a', 'b'), NOT 'word', combined with AND / OR.",
    'Select name, parentPath, size, modifyTime unless the question asks for other columns. Extensions are lower case without a dot.',
    "A statement finds files; for folders add classId = 'idxcontainer' (both: classId IN ('idxcontainer', 'idxobject')).",
    "Example: files over 10 MB changed in the last year -> SELECT name, parentPath, size, modifyTime FROM STORE('HOME') WHERE size > 10485760 AND modifyTime > YEARS_AGO(1) ORDER BY size DESC",
    "Example: PDFs mentioning an invoice -> SELECT name, parentPath, size, modifyTime FROM STORE('HOME') WHERE extension = 'pdf' WHICH CONTAIN 'invoice'",
  ].join('\n');
}

/** The statement inside a reply: code fences, a leading label and trailing prose removed. */
export function statementFromReply(reply: string): string {
  let text = reply.trim();
  const fenced = /```(?:sql)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) text = fenced[1].trim();
  const start = text.search(/\b(SET\s+@|SELECT)\b/i);
  if (start > 0) text = text.slice(start);
  return text.trim();
}

/** Parses a reply and pins its STORE to the active node; display form out. */
export function pinStatement(text: string, store: string): string {
  const ast = parseStatement(text);
  return printStatement({ ...ast, store }, { form: 'display' });
}

export async function questionToStatement(ai: AiSecrets, question: string, store: string, signal?: AbortSignal): Promise<string> {
  const system = systemPrompt(new Date().toISOString().slice(0, 10));
  let reply = await complete(ai, system, question, signal);
  try {
    return pinStatement(statementFromReply(reply), store);
  } catch (e) {
    if (!(e instanceof QueryValidationError)) throw e;
    const retry = `${question}\n\nYour previous answer was:\n${statementFromReply(reply)}\nIt is not valid (${e.describe()}). Answer with a corrected statement only.`;
    reply = await complete(ai, system, retry, signal);
    try {
      return pinStatement(statementFromReply(reply), store);
    } catch (again) {
      if (again instanceof QueryValidationError)
        throw new AiProviderError(`The AI provider did not answer a valid statement (${again.describe()}): ${statementFromReply(reply).slice(0, 300)}`);
      throw again;
    }
  }
}
