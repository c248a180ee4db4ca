import { apply, determinize, freshSeed, RandomSource, seedRng, type Action, type DecisionKind, type GameState, type PendingDecision, type TurnActionType } from '@everrain/engine';
import { describeAction, planWeighingText, weighingText } from '@everrain/text';
import type { Bot, SeatTurn } from '../bot';
import { heuristicBot } from '../heuristic';
import { rankedByHeuristic, type Candidate } from './candidates';
import { evaluate, WAGE_SHORTFALL } from './evaluate';
import { asPlan, follow, goalsOf, inDanger, planRollout, type Plan } from './plans';
import { playOut } from './playout';
import { learnedValue } from './value';

export interface SearchOptions {
  /** Sampled games (determinizations) per candidate at each searched decision; 0: play as the heuristic. */
  readonly samples?: number;
  /** A time budget per searched decision in ms instead of a fixed count (not deterministic); overrides `samples`. */
  readonly timeMs?: number;
  /**
   * A cap in ms on one searched decision for a seat a person watches (the browser): no sample is begun
   * once it is spent (at least one always is). Deterministic while the cap never bites.
   */
  readonly capMs?: number;
  /** How many of the heuristic's best actions are searched (its own pick always among them). */
  readonly candidates?: number;
  /**
   * Where a rollout stops: 'settle' once the choice has played out (no decision or work left open, the
   * turn over or the round), 'round' at the end of the round (the Enemy Phase included); either way at the
   * game's end or after `maxRolloutActions` actions.
   */
  readonly horizon?: 'settle' | 'round';
  readonly maxRolloutActions?: number;
  /** The search's pick must beat the heuristic's by this much (in evaluation points) to be played. */
  readonly margin?: number;
  /**
   * And by this many standard errors of its gain, paired over the samples (each sample plays every
   * candidate, so the gain is measured sample by sample); 0: the mean alone decides.
   */
  readonly confidence?: number;
  /**
   * How a rollout's end is scored: 'learned' (value.ts, the fitted chance to win; solo games keep the hand-set
   * evaluation, the learned one barely beating a constant there), 'hand' (evaluate.ts), or 'both': the hand
   * evaluation decides, and an override must gain in the learned value too (two differently biased judges).
   */
  readonly value?: 'learned' | 'hand' | 'both';
  /** With `value: 'both'`: an override must also gain this much in the learned value (±100 scale). */
  readonly learnedMargin?: number;
  /** Also search Port services (a University turn-in now or later, repairs, rest, healing) and trades. */
  readonly ports?: boolean;
  /**
   * Keep the wages (evaluate.ts, WAGE_SHORTFALL): coin short of the crew's wages counts against a game, and
   * a choice that may spend coin (a card's option, a Port service other than the University, a trade, a
   * hire, an upgrade) is searched against the heuristic's best action of another kind (sail on, say).
   */
  readonly wages?: boolean;
  /**
   * Search the heuristic's plans: at the start of the seat's turn, its best few goals (where to sail, what
   * to reveal), each followed for the turn and rolled out to the end of the round (the Enemy Phase
   * included); the seat then sails for the best. `planWhen: 'danger'` only where the Enemy Phase can reach
   * the ship or a goal (plans.ts, inDanger); 'always' at every turn.
   */
  readonly plans?: boolean;
  readonly planWhen?: 'danger' | 'always';
  /** Goals searched (the heuristic's own among them), only those within `planSpread` of its best goal's value. */
  readonly planCandidates?: number;
  readonly planSpread?: number;
  readonly planSamples?: number;
  /** Another plan must beat the heuristic's by this much (evaluation points), paired over the samples. */
  readonly planMargin?: number;
  /** Adds this share of the heuristic's own value of each goal to its rollouts' mean (its worth beyond the round). */
  readonly planPrior?: number;
  /** Score the Elder One's nearness and the Agenda (evaluate.ts, RISING and AGENDA_STEP). */
  readonly risk?: boolean;
}

/**
 * The search's defaults (the registry's `search` bot, the server's and the browser's bot seats, the advisor).
 * Plans at every turn with 6 samples each: measured on 200 paired seeds a count (`probe10`, docs/balance.md),
 * +18.5 to +25.0 points over the heuristic at 1–4 players, against +14.0 to +20.0 with plans only in danger
 * and 3 samples; more samples or plans gained nothing more.
 */
export const SEARCH_DEFAULTS = {
  samples: 4, candidates: 3, horizon: 'settle' as 'settle' | 'round', maxRolloutActions: 80, margin: 1, confidence: 0,
  value: 'hand' as 'learned' | 'hand' | 'both', learnedMargin: 2, ports: false, wages: true,
  plans: true, planMaxActions: 400, planWhen: 'always' as 'danger' | 'always', planCandidates: 3, planSpread: 8, planSamples: 6, planMargin: 2, planPrior: 0, risk: false,
};

/**
 * Whether a choice is searched: `true`; `'ports'` only with `ports: true` (the Port choices); `false`: the
 * heuristic is followed.
 */
type Searched = boolean | 'ports';

/**
 * The choices worth a search, by decision kind and by own-turn action type (the compiler refuses one left
 * out): those whose outcome hangs on chance or on what lies face down (a card's options, a Denizen, an
 * Expedition, a wreck, an Altar, a fight and its Omens and Trauma, a hire, a capture). The heuristic's plans
 * — where to sail, when to turn Clues in at the University, how to man the ship, what to trade — are longer
 * than any affordable rollout, and a short look ahead only undervalues them (measured: searching Port
 * services lost games), so there it is followed.
 */
export const SEARCHED_DECISIONS: { readonly [K in DecisionKind]: Searched } = {
  placeShip: false, chooseFirstPlayer: false, recoverOrders: false, actReward: false, payWages: false, respawn: false,
  chooseEnemy: true, convertOmens: true, assignTrauma: true, moveStorm: false, boardingCrew: true, chooseOption: true,
  chooseCrew: true, market: 'ports', hireCrew: true, denizen: true, shipyard: true, capture: true, expedition: true, keepTreasure: true,
};
export const SEARCHED_TURN: { readonly [T in TurnActionType]: Searched } = {
  issueCrewOrder: false, issueNavigationOrder: false, sail: false, face: false, engageService: 'ports', endTurn: false, transfer: false,
  fireArtillery: true, board: true, visitAltar: true, plunderShipwreck: true, lootWreck: true, sendAshore: true, exhaustiveExpedition: true,
};

/** Whether an action, offered with this decision open (null: the seat's own turn), is searched. */
function searchedChoice(a: Action, decision: PendingDecision | null, ports: boolean): boolean {
  const s = decision ? SEARCHED_DECISIONS[decision.kind] : SEARCHED_TURN[a.type as TurnActionType];
  return s === true || (s === 'ports' && ports);
}

/** Counts of the work done, for the bench (rollouts per second). */
export interface SearchStats {
  decisions: number;
  searched: number;
  rollouts: number;
  rolloutActions: number;
  /** Overrides of the heuristic's pick, by the type of the action played instead. */
  overrides?: Record<string, number>;
  /** The last decision's weighing (the advisor says how sure it is from it): null when the heuristic alone answered. */
  last?: Weighing | null;
}

/** How one searched decision went: its reason in words, and in how many sampled games the choice came out best. */
export interface Weighing {
  /** Why, in the heuristic's words (no figures). */
  readonly why: string;
  /** Sampled games played (0: the choice was not weighed — the only one of the kinds searched). */
  readonly samples: number;
  /** Samples in which the chosen action scored at least as well as every other candidate. */
  readonly agreeing: number;
  /** How many actions were weighed. */
  readonly candidates: number;
}

/**
 * `search`: determinized rollout search over the heuristic (D96/D97). At a decision that matters it takes
 * the heuristic's best few actions; for each of N games sampled from the seat's view (`determinize`, the
 * same N samples for every candidate, so they are compared on equal luck) it plays the candidate, then the
 * heuristic for every seat to the end of the round (the Enemy Phase included) or the game, and scores the
 * result (evaluate.ts). It plays the best mean, the heuristic's pick unless another beats it by a margin.
 * Deterministic for its seed (with a sample count, not a time budget). It sees only its seat's turn.
 */
export function searchBot(seed: string | number = freshSeed(crypto), options: SearchOptions = {}, stats?: SearchStats): Bot {
  const o = { ...SEARCH_DEFAULTS, ...options };
  // The plan of each seat's turn (decided at its first decision); the heuristic sails for it while it lasts.
  const planned = new Map<number, { key: string; plan: Plan | null; note: string }>();
  let active: Plan | null = null;
  let followed = false;
  const prefer = (goals: Parameters<NonNullable<ReturnType<typeof follow>>>[0]) => {
    const g = active ? follow(active)?.(goals) : undefined;
    if (g) followed = true;
    return g;
  };
  const base = heuristicBot(`${seed}:base`, prefer);
  // Solo, the learned value barely beats a constant (value-weights.ts): the hand-set evaluation scores there.
  const hand = (s: GameState) => evaluate(s, o.wages ? WAGE_SHORTFALL : 0, o.risk);
  const learned = (s: GameState) => (s.players.length === 1 ? hand(s) : learnedValue(s));
  // The first judge decides; a second one (with 'both') must agree that an override gains.
  const judges = o.value === 'hand' ? [hand] : o.value === 'both' ? [hand, learned] : [learned];
  let decision = 0;
  // The heuristic's own pick read off the ranking (one context per decision, not two): its best, ties broken
  // by a generator of the search's own; a turn run to hundreds of actions is handed to the heuristic's guard.
  const ties = new RandomSource(seedRng(`${seed}:ties`));
  let turnKey = '';
  let turnActions = 0;
  const pickOf = (turn: SeatTurn, ranked: readonly Candidate[]): { action: Action; reason: string } => {
    const key = `${turn.view.round}/${turn.view.turn?.seat ?? -1}`;
    turnActions = key === turnKey ? turnActions + 1 : 0;
    turnKey = key;
    if (turnActions > 300) return base.choose(turn);
    const top = ranked[0]!.scored.score;
    const best = ranked.filter((c) => Math.abs(c.scored.score - top) <= 1e-9);
    const c = best.length === 1 ? best[0]! : ties.pick(best);
    return { action: c.action, reason: c.scored.reason };
  };
  return {
    name: 'search',
    choose: (turn) => {
      decision += 1;
      if (stats) {
        stats.decisions += 1;
        stats.last = null;
      }
      active = null;
      // One cap for the whole decision, the plan's search and the choice's (each begins at least one sample).
      const cap = o.capMs ? Date.now() + o.capMs : Infinity;
      const fallback = () => base.choose(turn);
      if (turn.legal.length <= 1 || (o.samples <= 0 && !o.timeMs)) return fallback();
      let planNote = '';
      if (o.plans && turn.decision === null && turn.view.turn?.seat === turn.seat) {
        const key = `${turn.view.round}/${turn.seat}`;
        let entry = planned.get(turn.seat);
        if (entry?.key !== key) {
          entry = { key, ...choosePlan(turn, cap) };
          planned.set(turn.seat, entry);
        }
        active = entry.plan;
        planNote = entry.note;
      }
      followed = false;
      const ranked = rankedByHeuristic(turn, prefer);
      const pick = pickOf(turn, ranked);
      const candidates = shortlist(ranked, pick.action, o.candidates, (a) => searchedChoice(a, turn.decision, o.ports));
      if (o.wages && spends(pick.action) && candidates.length < o.candidates + 1) {
        // A choice that may spend the wages is weighed against the best action of another kind (sail on, end the turn).
        const other = ranked.find((c) => c.action.type !== pick.action.type && !candidates.includes(c));
        if (other) candidates.push(other);
      }
      if (candidates.length <= 1) {
        if (stats) stats.last = { why: pick.reason, samples: 0, agreeing: 0, candidates: 1 };
        return planNote && followed ? { action: pick.action, reason: `${pick.reason} (${planNote})` } : pick;
      }
      if (stats) stats.searched += 1;
      const values: number[][] = candidates.map(() => []);
      const seconds: number[][] = candidates.map(() => []);
      const deadline = o.timeMs ? Date.now() + o.timeMs : 0;
      let n = 0;
      while ((o.timeMs ? Date.now() < deadline || n === 0 : n < o.samples) && (n === 0 || Date.now() < cap)) {
        const sampleSeed = `${seed}:${decision}:${n}`;
        const start = determinize(turn.view, sampleSeed);
        candidates.forEach((c, i) => {
          const [first, second] = rollout(start, c.action, sampleSeed, o.horizon, o.maxRolloutActions, judges, stats);
          values[i]!.push(first!);
          if (second !== undefined) seconds[i]!.push(second);
        });
        n += 1;
      }
      const means = values.map((v) => v.reduce((s, x) => s + x, 0) / n);
      const mine = Math.max(0, candidates.findIndex((c) => c.action === pick.action));
      let best = mine;
      means.forEach((m, i) => {
        const agreed = judges.length < 2 || clearGain(seconds[i]!, seconds[mine]!, o.learnedMargin, 0);
        if (m > means[best]! + o.margin && clearGain(values[i]!, values[mine]!, o.margin, o.confidence) && agreed) best = i;
      });
      const chosen = candidates[best]!;
      if (stats && best !== mine) (stats.overrides ??= {})[chosen.action.type] = (stats.overrides[chosen.action.type] ?? 0) + 1;
      const why = best === mine ? pick.reason : chosen.scored.reason;
      // In how many samples the choice scored at least as well as every other candidate (the advisor's "how sure").
      const agreeing = values[best]!.filter((v, j) => values.every((other) => other[j]! <= v)).length;
      if (stats) stats.last = { why, samples: n, candidates: candidates.length, agreeing };
      // Why, in words, and how it was weighed (no scores: a mean read as a grade said the pick was the worse).
      const weighed = weighingText({ samples: n, candidates: candidates.length, agreeing });
      const reason = best === mine ? `${why} — ${weighed}` : `${why}, rather than ${describeAction(turn.view, pick.action).toLowerCase()} — ${weighed}`;
      return { action: chosen.action, reason };
    },
  };

  /** The plan for this turn: the heuristic's best goals, each rolled out to the round's end; null: its own. */
  function choosePlan(turn: SeatTurn, cap: number): { plan: Plan | null; note: string } {
    const { context, goals } = goalsOf(turn);
    const top = goals[0];
    if (!top) return { plan: null, note: '' };
    const near = goals.filter((g) => g.value >= top.value - o.planSpread).slice(0, o.planCandidates);
    if (near.length < 2 || (o.planWhen === 'danger' && !inDanger(context, near))) return { plan: null, note: '' };
    if (stats) stats.searched += 1;
    const plans = near.map(asPlan);
    const values: number[][] = plans.map(() => []);
    for (let n = 0; n < o.planSamples && (n === 0 || Date.now() < cap); n++) {
      const sampleSeed = `${seed}:${decision}:plan${n}`;
      const start = determinize(turn.view, sampleSeed);
      plans.forEach((p, i) => values[i]!.push(planRollout(start, turn.seat, p, sampleSeed, o.planMaxActions, hand, stats)));
    }
    const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
    const scoreOf = (i: number) => mean(values[i]!) + o.planPrior * (plans[i]!.value - top.value);
    let best = 0;
    for (let i = 1; i < plans.length; i++) {
      const gain = o.planPrior * (plans[i]!.value - top.value);
      if (scoreOf(i) > scoreOf(best) + o.planMargin && clearGain(values[i]!.map((x) => x + gain), values[0]!, o.planMargin, 0)) best = i;
    }
    if (best === 0) return { plan: null, note: '' };
    if (stats) (stats.overrides ??= {})['plan'] = (stats.overrides['plan'] ?? 0) + 1;
    return { plan: plans[best]!, note: planWeighingText({ chosen: plans[best]!.why, usual: top.why, samples: values[0]!.length }) };
  }
}

/** A choice that may cost coin: a card's option, a Port service other than the University, a trade, a hire, an upgrade. */
function spends(a: Action): boolean {
  if (a.type === 'engageService') return a.service !== 'university';
  return a.type === 'chooseOption' || a.type === 'trade' || a.type === 'hireCrew' || a.type === 'buyUpgrade';
}

/** Whether the gain of `a` over `b`, sample by sample, beats `margin` by `z` standard errors. */
function clearGain(a: readonly number[], b: readonly number[], margin: number, z: number): boolean {
  const n = a.length;
  const d = a.map((x, j) => x - b[j]!);
  const mean = d.reduce((s, x) => s + x, 0) / n;
  if (z <= 0 || n < 2) return mean > margin;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  return mean - margin > (z * sd) / Math.sqrt(n);
}

/** The heuristic's pick and its best other actions of the searched kinds, up to `k` in all, its pick first. */
function shortlist(ranked: readonly Candidate[], pick: Action, k: number, searched: (a: Action) => boolean): Candidate[] {
  const own = ranked.find((c) => c.action === pick);
  const out: Candidate[] = own ? [own] : [];
  for (const c of ranked) {
    if (out.length >= k) break;
    if (c.action !== pick && searched(c.action)) out.push(c);
  }
  return out;
}

/** Plays `first` in a sampled game, then the heuristic for every seat to the end of the round; the result's scores. */
function rollout(start: GameState, first: Action, seed: string, horizon: 'settle' | 'round', maxActions: number, judges: readonly ((s: GameState) => number)[], stats?: SearchStats): number[] {
  const played = apply(start, first);
  if (!played.ok) return judges.map((j) => j(start));
  const round = start.round;
  const seat = start.turn?.seat ?? null;
  const policy = heuristicBot(`${seed}:rollout`);
  const going = (s: GameState) =>
    horizon === 'round' ? s.round === round : s.round === round && (s.turn?.seat ?? null) === seat && (s.pending.length > 0 || s.queue.length > 0);
  const end = playOut(played.state, going, maxActions, () => policy, stats);
  return judges.map((j) => j(end));
}

export type { SeatTurn };
