import { checkContent, CONTENT_FILES, type CheckResult, type ContentPart, type ContentProblem, type RawContent } from './check';

/** Where a JSON text stops being JSON: 1-based line and column, and the parser's reason. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

/** Parses JSON; on a syntax error says where (line and column, from the parser's position) and why. */
export function parseJsonWithPlace(text: string): { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const position = Math.min(at ? Number(at[1]) : text.length, text.length);
    const before = text.slice(0, position);
    const line = before.split('\n').length;
    const column = position - (before.lastIndexOf('\n') + 1) + 1;
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)\s*$/, '');
    return { ok: false, error: { line, column, reason: reason.slice(0, 200) } };
  }
}

/**
 * Checks content given as file texts (null: the file could not be read). Every file's problems are
 * reported: a JSON syntax error with its line and column, and the schema problems of every file that
 * parsed; references between cards are checked once every file is readable and valid.
 */
export function checkContentTexts(texts: Readonly<Record<ContentPart, string | null>>, version = 'custom'): CheckResult {
  const problems: ContentProblem[] = [];
  const raw: Partial<Record<ContentPart, unknown>> = {};
  const unreadable = new Set<ContentPart>();
  for (const [part, file] of Object.entries(CONTENT_FILES) as [ContentPart, string][]) {
    const text = texts[part];
    if (text === null) {
      problems.push({ file, message: 'cannot be read (missing or unreadable)' });
      unreadable.add(part);
      continue;
    }
    const parsed = parseJsonWithPlace(text);
    if (parsed.ok) raw[part] = parsed.value;
    else {
      problems.push({ file, line: parsed.error.line, column: parsed.error.column, message: `not valid JSON: ${parsed.error.reason}` });
      unreadable.add(part);
    }
  }
  const result = checkContent(raw as RawContent, version, unreadable);
  if (problems.length === 0) return result;
  return { ok: false, problems: [...problems, ...(result.ok ? [] : result.problems)] };
}
