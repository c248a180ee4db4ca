/**
 * Tokens in a text that read as an internal id rather than a word (issue #24 item 7), each with a little of
 * its context: a hyphenated lower-case id with a number or several parts (`the-caged-gull-2`), a camelCase
 * word (`calmSea`), a snake_case word, a decision number (`D4`). Tests search every word a player reads
 * with it; an empty list is plain words.
 */
export function idLikeTokens(text: string): string[] {
  const found: string[] = [];
  const patterns: RegExp[] = [
    /\b[a-z]+(?:-[a-z0-9]+)+-\d+\b/g, // kebab with a trailing number: the-caged-gull-2
    /\b[a-z]+(?:-[a-z]+){2,}\b/g, // three or more kebab parts: sea-event-card
    /\b[a-z]+[A-Z][A-Za-z]*\b/g, // camelCase: calmSea, roughSea, issueCrewOrder
    /\b[a-z]+_[a-z_]+\b/g, // snake_case
    /\bD\d{1,3}\b/g, // a decision number
  ];
  const seen = new Set<string>();
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      if ([...seen].some((s) => s.includes(m[0]))) continue;
      seen.add(m[0]);
      found.push(`${m[0]} in "${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}"`);
    }
  }
  return found;
}
