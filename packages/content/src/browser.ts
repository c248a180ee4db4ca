import type { ContentSet } from '@everrain/engine';
import { assembledContent } from './bundled';

/*
 * @everrain/content in the browser (package.json's "browser" condition): the shipped content, assembled without
 * the schema library — it is checked against the schemas in every other place it is loaded, and the content
 * tests require the assembled catalog to equal the checked one (bundled.ts).
 */
export { assembledContent, bundledRaw, CONTENT_VERSION } from './bundled';

let cached: ContentSet | undefined;

/** The shipped content (checked by the tests and the build, not again in the page). */
export function defaultContent(): ContentSet {
  return (cached ??= assembledContent());
}
