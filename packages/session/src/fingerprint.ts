import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, RULES_VERSION, type ContentSet } from '@everrain/engine';

export { RULES_VERSION };

const known = new WeakMap<ContentSet, string>();

/**
 * What a game was played under: the rules' version and a hash of the content catalog (SHA-256 of its
 * canonical JSON, 64 bits shown). Equal fingerprints mean the same rules and the same cards, so a save's
 * state hash is then a check against tampering (D162). Worked out once per content object.
 */
export function fingerprint(content: ContentSet): string {
  let found = known.get(content);
  if (found === undefined) {
    found = `r${RULES_VERSION}-${bytesToHex(sha256(utf8ToBytes(canonicalJson(content)))).slice(0, 16)}`;
    known.set(content, found);
  }
  return found;
}
