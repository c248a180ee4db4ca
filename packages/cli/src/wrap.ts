/**
 * Fits text to the terminal's width without cutting a word: each line too long breaks at the last space
 * that fits, and its continuation is indented under the start of its text (past its leading spaces and
 * any "key." or "• " marker), so an option never runs into the next one.
 */
export function wrap(text: string, width: number): string {
  return text.split('\n').map((line) => wrapLine(line, Math.max(20, width))).join('\n');
}

function wrapLine(line: string, width: number): string {
  const trimmed = line.replace(/\s+$/, '');
  if (trimmed.length <= width) return trimmed;
  // Indented lines (options, events) hang under their text, past a short key or bullet; others by 2.
  const lead = /^\s+(?:•\s+|[a-z0-9!]{1,4}\.?\s+(?=\S))?/.exec(trimmed)?.[0] ?? '  ';
  const hang = ' '.repeat(Math.min(lead.length, Math.floor(width / 3)));
  const out: string[] = [];
  let rest = trimmed;
  let prefix = '';
  while ((prefix + rest).length > width) {
    const room = width - prefix.length;
    let cut = rest.lastIndexOf(' ', room);
    // A word longer than the line is the one case where a break inside it cannot be helped.
    if (cut <= 0) cut = room;
    out.push((prefix + rest.slice(0, cut)).replace(/\s+$/, ''));
    rest = rest.slice(cut).replace(/^\s+/, '');
    prefix = hang;
  }
  if (rest) out.push(prefix + rest);
  return out.join('\n');
}

/** The columns to fit: the terminal's own up to 80 (no line is wider), or 80 when the output is not a terminal. */
export function terminalWidth(stream: { columns?: number; isTTY?: boolean } = process.stdout): number {
  return stream.isTTY && stream.columns && stream.columns > 0 ? Math.min(80, stream.columns) : 80;
}

/** The rows a screen may take: the terminal's own when known, else 24. */
export function terminalRows(stream: { rows?: number; isTTY?: boolean } = process.stdout): number {
  return stream.isTTY && stream.rows && stream.rows > 0 ? stream.rows : 24;
}
