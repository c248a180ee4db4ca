import type { Action, VisibleState } from '@everrain/engine';
import { describeAction } from './describe';
import { plural } from './waiting';

/** What "Ask the crew" found (the bots' `Advice`), as the text layer needs it. */
export interface AdviceWeighing {
  readonly action: Action;
  readonly why: string;
  readonly samples: number;
  readonly agreeing: number;
  readonly candidates: number;
}

export interface AdviceWords {
  /** "Fire the bow Artillery at …": the action, as its button says it. */
  readonly what: string;
  /** Why, as a sentence. */
  readonly why: string;
  /** How sure the crew is, in a few words ("sure", "fairly sure", "divided", "a matter of seamanship"). */
  readonly sureness: string;
  /** The weighing behind it, as a sentence. */
  readonly weighing: string;
}

/** How a choice was weighed, as a clause: "weighed against 2 other choices in 4 imagined futures, it came out best in 3". */
export function weighingText(w: { readonly samples: number; readonly agreeing: number; readonly candidates: number }): string {
  return `weighed against ${plural(w.candidates - 1, 'other choice')} in ${plural(w.samples, 'imagined future')}, it came out best in ${w.agreeing}`;
}

/**
 * Why the seat sails for another goal than its usual one, as a clause: "a plan: <goal>, played out to the
 * round's end in 6 imagined futures, did better than the usual goal, <goal>".
 */
export function planWeighingText(w: { readonly chosen: string; readonly usual: string; readonly samples: number }): string {
  return `a plan: ${w.chosen}, played out to the round's end in ${plural(w.samples, 'imagined future')}, did better than the usual goal, ${w.usual}`;
}

const sentence = (s: string) => {
  const t = s.trim();
  if (!t) return t;
  const first = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
};

/** "Ask the crew" in words (issue #25 item 4): the move, why, and how sure the crew is of it. */
export function adviceText(state: VisibleState, advice: AdviceWeighing): AdviceWords {
  const what = describeAction(state, advice.action);
  const why = sentence(advice.why);
  if (advice.samples === 0) {
    return advice.candidates === 1
      ? { what, why, sureness: 'the only move', weighing: 'There is nothing else to do now.' }
      : { what, why, sureness: 'a matter of seamanship', weighing: 'The crew chose this by seamanship: it is not a choice they weigh against the dice.' };
  }
  const share = advice.agreeing / advice.samples;
  const sureness = share >= 0.75 ? 'sure' : share >= 0.5 ? 'fairly sure' : 'divided';
  return { what, why, sureness, weighing: sentence(weighingText(advice)) };
}
