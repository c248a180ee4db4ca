/** The in-game Reference Manual: one entry per rules term, written from the rulebook and our decisions. */

export type ManualCategory =
  | 'Basics'
  | 'Your ship'
  | 'Crew'
  | 'Exploring'
  | 'Ports'
  | 'Enemies & combat'
  | 'Elder Ones & end game'
  | 'Cooperation'
  | 'Advanced rules'
  | 'Cards';

export interface ManualEntry {
  /** Stable kebab-case id, used in links and in the URL: `fray`, `engagement-range`. */
  readonly id: string;
  /** The term as the rulebook writes it: `Fray`, `Engagement Range`. */
  readonly term: string;
  /** Other names that lead here: plurals, rulebook section titles that events cite as their `rule`. */
  readonly aliases: readonly string[];
  readonly category: ManualCategory;
  /** One sentence, shown in tooltips. */
  readonly summary: string;
  /** Paragraphs. `[[id]]` or `[[id|shown text]]` links to another entry. */
  readonly body: readonly string[];
  /** Where it comes from: `Rulebook: Combat On Deck`, `Reference manual: Damage`, "This edition's rules decisions". */
  readonly sources: readonly string[];
  /** The rules decisions (docs/rules-decisions.md) the entry draws on, for maintainers: never shown to a player. */
  readonly decisions?: readonly string[];
}

/** A paragraph cut into plain text and links, for any renderer. */
export type ManualSegment = { readonly text: string } | { readonly text: string; readonly link: string };
