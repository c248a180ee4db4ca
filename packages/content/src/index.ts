import type { ContentSet } from '@everrain/engine';
import { bundledRaw as shipped, CONTENT_VERSION } from './bundled';
import { checkContent, formatProblem, type RawContent } from './check';

export { checkContent, CONTENT_FILES, formatProblem, type CheckResult, type ContentPart, type ContentProblem, type RawContent } from './check';
export { PRINTED_COUNTS } from './cross-check';
export { checkContentTexts, parseJsonWithPlace, type JsonSyntaxError } from './read';

export { assembledContent, CONTENT_VERSION } from './bundled';

/** The game's own content files, as shipped. */
export const bundledRaw: RawContent = shipped;

export class ContentError extends Error {}

let cached: ContentSet | undefined;

/** The shipped content, validated once. A corrupt file fails loudly here, naming file, card and field. */
export function defaultContent(): ContentSet {
  if (!cached) {
    const result = checkContent(bundledRaw, CONTENT_VERSION);
    if (!result.ok) throw new ContentError(`The game's content is invalid:\n${result.problems.map(formatProblem).join('\n')}`);
    cached = result.content;
  }
  return cached;
}
