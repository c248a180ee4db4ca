import { withOrders } from '../core/lists';
import type { Action, ActionType } from '../core/actions';
import { emit, type Ctx } from '../core/context';
import { findCrew } from '../crew/crew';
import { mustSailOn } from '../orders/navigation';
import { sameHex } from '../core/hex';
import { navigationOrderValue, player } from '../ship/ship';
import { engageService } from '../places/port';
import { trade } from '../places/market';
import { answerDenizen } from '../places/denizens';
import { startVolley, assignVolleyTrauma, volleyOptions } from '../combat/artillery';
import { findEnemy } from '../enemies/enemies';
import { assignFrayTrauma, startFray } from '../combat/fray';
import { activeBoarding, activeFray } from '../core/queue';
import { beginActivation } from './steps';
import { startBoarding } from '../combat/boarding';
import { chooseCrewForEffect, chooseOption } from '../cards/effects';
import { buyUpgrade } from '../places/shipyard';
import { transfer } from '../places/trading';
import { payWages } from '../crew/wages';
import { answerCapture } from '../ship/loot';
import { expeditionStep, startExhaustive } from '../places/exhaustive-expedition';
import { lootWreck, plunderShipwreck, sendAshore, visitAltar } from '../places/locations';
import { moveStorm } from '../map/storms';
import { keepTreasure } from '../ship/sink';
import type { GameState, PendingDecision, PlayerState } from '../core/state';
import { beginPlayerTurns, endTurn, recoverAtTurnStart, recoverOrders, startRound } from './turn';
import * as L from './listings';
import { convertOmens, face, hireCrew, loseNavigationPoints, moveCrew, placeShip, respawn, sail, spendOrder } from '../orders/resolve';

/** The action of one type. */
export type ActionOf<K extends ActionType> = Extract<Action, { readonly type: K }>;
export type DecisionKind = PendingDecision['kind'];
export type DecisionOf<D extends DecisionKind> = Extract<PendingDecision, { readonly kind: D }>;

/** Lists a type's legal actions on the player's own turn into `out` (see flow/listings.ts). */
export type TurnListing = (out: Action[], state: GameState, p: PlayerState) => void;
/** Lists a type's legal answers to the decision in front into `out`. */
export type AnswerListing<D extends DecisionKind> = (out: Action[], state: GameState, p: PlayerState, decision: DecisionOf<D>) => void;
/**
 * A type whose actions another type's listing lists with its own, because the rules interleave them
 * (a volley and a boarding are both bought by the same Artillery Order, listed Order by Order).
 */
export interface ListedWith { readonly listedWith: ActionType }

/**
 * One action type's rule: where the rules offer it, which actions of it are legal, and how it is carried
 * out — its legality and its resolution side by side.
 *
 * - `turn`: offered on the current player's own turn (no decision pending); `legal` lists it and `resolve`
 *   carries it out, each given the player.
 * - `answers`: the answer to a pending decision of that kind; `legal` lists the answers to it; it is taken
 *   off `state.pending` before `resolve` runs, and handed to it (already narrowed to its kind).
 */
export type ActionRule<K extends ActionType> =
  | {
    readonly offered: 'turn';
    /** An action that leaves the turn's unspent Navigation points in place (every other own-turn action loses them). */
    readonly keepsNavigationPoints?: true;
    readonly legal: TurnListing | ListedWith;
    readonly resolve: (ctx: Ctx, action: ActionOf<K>, p: PlayerState) => void;
  }
  | { [D in DecisionKind]: {
    readonly offered: 'answer';
    readonly answers: D;
    readonly legal: AnswerListing<D>;
    readonly resolve: (ctx: Ctx, action: ActionOf<K>, p: PlayerState, decision: DecisionOf<D>) => void;
  } }[DecisionKind];

/** Every action type, registered once: the compiler refuses a type without an entry, or an entry for no type. */
export const ACTION_RULES = {
  placeShip: {
    offered: 'answer', answers: 'placeShip', legal: L.listShipPlacements,
    resolve: (ctx, a, p) => {
      placeShip(ctx, p, a.hex, a.facing, 'Setup');
      if (ctx.state.pending.length === 0) startRound(ctx);
    },
  },
  chooseFirstPlayer: {
    offered: 'answer', answers: 'chooseFirstPlayer', legal: L.listFirstPlayers,
    resolve: (ctx, a) => {
      ctx.state.firstPlayer = a.firstPlayer;
      emit(ctx, 'firstPlayerChosen', 'Gameplay in detail', { seat: a.firstPlayer, atRandom: false });
      beginPlayerTurns(ctx);
    },
  },
  recoverOrders: {
    offered: 'answer', answers: 'recoverOrders', legal: L.listRecoveries,
    resolve: (ctx, a, p) => recoverOrders(ctx, p, { crew: a.crew, navigation: a.navigation, artillery: a.artillery }),
  },
  chooseActReward: {
    offered: 'answer', answers: 'actReward', legal: L.listActRewards,
    resolve: (ctx, a, p) => {
      if (a.order === 'fleeting') p.orders.fleeting += 1;
      else p.orders.fresh = withOrders(p.orders.fresh, a.order, 1);
      emit(ctx, 'orderGained', 'Acts', { order: a.order, forActEnd: true }, { seat: p.seat });
    },
  },
  payWages: { offered: 'answer', answers: 'payWages', legal: L.listWagePayments, resolve: (ctx, a, p) => payWages(ctx, p, a.pay) },
  respawn: {
    offered: 'answer', answers: 'respawn', legal: L.listRespawns,
    resolve: (ctx, a, p) => {
      respawn(ctx, p, a.hex, a.facing);
      recoverAtTurnStart(ctx, p);
    },
  },
  issueCrewOrder: {
    offered: 'turn', legal: L.listCrewOrders,
    resolve: (ctx, a, p) => {
      spendOrder(ctx, p, 'crew', a.fleeting);
      moveCrew(ctx, p, a.crew, a.to);
    },
  },
  issueNavigationOrder: {
    offered: 'turn', keepsNavigationPoints: true, legal: L.listNavigationOrders,
    resolve: (ctx, a, p) => {
      spendOrder(ctx, p, 'navigation', a.fleeting);
      const gained = navigationOrderValue(ctx.state, p);
      const turn = ctx.state.turn;
      if (turn) turn.navigationPoints += gained;
      emit(ctx, 'navigationPointsGained', 'Navigation', { gained, toSpend: turn?.navigationPoints ?? gained }, { seat: p.seat });
    },
  },
  sail: { offered: 'turn', keepsNavigationPoints: true, legal: L.listSail, resolve: (ctx, a, p) => sail(ctx, p, a.step) },
  face: { offered: 'turn', keepsNavigationPoints: true, legal: L.listFacings, resolve: (ctx, a, p) => face(ctx, p, a.facing) },
  engageService: {
    offered: 'turn', legal: L.listPortServices,
    resolve: (ctx, a, p) => {
      const { type: _type, seat: _seat, crew, ...request } = a;
      engageService(ctx, p, crew, request);
    },
  },
  fireArtillery: {
    offered: 'turn', legal: L.listArtilleryOrders,
    resolve: (ctx, a, p) => {
      const option = volleyOptions(ctx.state, p).find((o) => o.slot === a.slot && o.astern === a.astern && sameHex(o.target, a.target));
      if (!option) return;
      spendOrder(ctx, p, 'artillery', a.fleeting);
      startVolley(ctx, p, option);
    },
  },
  endTurn: { offered: 'turn', legal: L.listEndTurn, resolve: (ctx) => endTurn(ctx) },
  activateEnemy: {
    offered: 'answer', answers: 'chooseEnemy', legal: L.listEnemyChoices,
    resolve: (ctx, a) => {
      const e = findEnemy(ctx.state, a.enemy);
      if (e) beginActivation(ctx, e);
    },
  },
  convertOmens: { offered: 'answer', answers: 'convertOmens', legal: L.listOmenConversions, resolve: (ctx, a, p) => convertOmens(ctx, p, a.attack, a.evasion, a.pay) },
  assignTrauma: {
    offered: 'answer', answers: 'assignTrauma', legal: L.listTraumaAssignments,
    resolve: (ctx, a, _p, decision) => {
      if (activeFray(ctx.state)) assignFrayTrauma(ctx, decision.side, decision.targets, a.allocation);
      else assignVolleyTrauma(ctx, decision.targets, a.allocation);
    },
  },
  moveStorm: { offered: 'answer', answers: 'moveStorm', legal: L.listStormMoves, resolve: (ctx, a, _p, decision) => moveStorm(ctx, decision.storm, a.direction) },
  board: {
    offered: 'turn', legal: { listedWith: 'fireArtillery' },
    resolve: (ctx, a, p) => {
      spendOrder(ctx, p, 'artillery', a.fleeting);
      startBoarding(ctx, p, a.enemy);
    },
  },
  activateCrew: {
    offered: 'answer', answers: 'boardingCrew', legal: L.listBoardingMoves,
    resolve: (ctx, a, p) => {
      const boarding = activeBoarding(ctx.state);
      if (boarding) boarding.next = 'enemies';
      const crew = findCrew(p, a.crew);
      if (!crew) return;
      if (a.to) moveCrew(ctx, p, a.crew, a.to);
      else if (crew.position.area === 'deck') startFray(ctx, p, crew.position.zone, 'crew');
    },
  },
  chooseOption: { offered: 'answer', answers: 'chooseOption', legal: L.listOptions, resolve: (ctx, a) => chooseOption(ctx, a.option) },
  chooseCrew: { offered: 'answer', answers: 'chooseCrew', legal: L.listCrewChoices, resolve: (ctx, a) => chooseCrewForEffect(ctx.state, a.crew) },
  visitAltar: { offered: 'turn', legal: L.listVisits, resolve: (ctx, _a, p) => visitAltar(ctx, p) },
  plunderShipwreck: { offered: 'turn', legal: { listedWith: 'visitAltar' }, resolve: (ctx, _a, p) => plunderShipwreck(ctx, p) },
  lootWreck: { offered: 'turn', legal: { listedWith: 'visitAltar' }, resolve: (ctx, _a, p) => lootWreck(ctx, p) },
  sendAshore: { offered: 'turn', legal: { listedWith: 'visitAltar' }, resolve: (ctx, a, p) => sendAshore(ctx, p, a.crew) },
  trade: { offered: 'answer', answers: 'market', legal: L.listTrades, resolve: (ctx, a) => trade(ctx, a.buy, a.sell) },
  hireCrew: { offered: 'answer', answers: 'hireCrew', legal: L.listHires, resolve: (ctx, a, p, decision) => hireCrew(ctx, p, decision.crew, a.hire) },
  answerDenizen: {
    offered: 'answer', answers: 'denizen', legal: L.listDenizenAnswers,
    resolve: (ctx, a, p, decision) => answerDenizen(ctx, p, decision.card, a.accept, a.crew),
  },
  buyUpgrade: { offered: 'answer', answers: 'shipyard', legal: L.listShipyardBuys, resolve: (ctx, a) => buyUpgrade(ctx, a.card, a.slot) },
  transfer: { offered: 'turn', legal: L.listTransfers, resolve: (ctx, a) => transfer(ctx, a.from, a.to, a.item) },
  capture: {
    offered: 'answer', answers: 'capture', legal: L.listCaptures,
    resolve: (ctx, a, p, decision) => answerCapture(ctx, p, decision.card, decision.loot, a.take),
  },
  exhaustiveExpedition: { offered: 'turn', legal: { listedWith: 'visitAltar' }, resolve: (ctx, a, p) => startExhaustive(ctx, p, a.crew) },
  expeditionStep: { offered: 'answer', answers: 'expedition', legal: L.listExpeditionSteps, resolve: (ctx, a) => expeditionStep(ctx, a.crew, a.node, a.reveal) },
  keepTreasure: { offered: 'answer', answers: 'keepTreasure', legal: L.listTreasuresKept, resolve: (ctx, a, p) => keepTreasure(ctx, p, a.treasure) },
} as const satisfies { readonly [K in ActionType]: ActionRule<K> };

/** Every action type, in the registry's order. */
export const ACTION_TYPES = Object.keys(ACTION_RULES) as readonly ActionType[];

// Every kind of pending decision is answered by some action type (the compiler says which is missing).
type AnsweredKinds = { [K in ActionType]: (typeof ACTION_RULES)[K] extends { readonly answers: infer D } ? D : never }[ActionType];
const everyDecisionAnswered: [Exclude<DecisionKind, AnsweredKinds>] extends [never] ? true : Exclude<DecisionKind, AnsweredKinds> = true;
void everyDecisionAnswered;

/**
 * The order in which the listings of the player's own turn are concatenated (part of the contract: bots pick
 * by index). A ship passing through another's hex must sail on, so the sailing listings come first and,
 * when they list anything then, stand alone (nothing can strand a game). The compiler checks that every
 * own-turn type with its own listing is here, and every `listedWith` names a type that lists.
 */
const TURN_SAILING = ['sail', 'face', 'issueNavigationOrder'] as const satisfies readonly ListingTurnType[];
const TURN_REST = ['engageService', 'visitAltar', 'transfer', 'fireArtillery', 'issueCrewOrder', 'endTurn'] as const satisfies readonly ListingTurnType[];

type Rules = typeof ACTION_RULES;
type TurnType = { [K in ActionType]: Rules[K] extends { readonly offered: 'turn' } ? K : never }[ActionType];
/** The action types offered on a player's own turn (no decision open). */
export type TurnActionType = TurnType;
/** The action type that answers a pending decision of kind D (each kind has exactly one). */
export type DecisionAnswer<D extends DecisionKind> = { [K in ActionType]: Rules[K] extends { readonly answers: D } ? K : never }[ActionType];
type ListingType = { [K in ActionType]: Rules[K]['legal'] extends ListedWith ? never : K }[ActionType];
type ListingTurnType = Extract<TurnType, ListingType>;
type ListedWithTarget = { [K in ActionType]: Rules[K]['legal'] extends { readonly listedWith: infer T } ? T : never }[ActionType];
const everyTurnListingOrdered: [Exclude<ListingTurnType, (typeof TURN_SAILING)[number] | (typeof TURN_REST)[number]>] extends [never] ? true : Exclude<ListingTurnType, (typeof TURN_SAILING)[number] | (typeof TURN_REST)[number]> = true;
const everyListedWithLists: [Exclude<ListedWithTarget, ListingType>] extends [never] ? true : Exclude<ListedWithTarget, ListingType> = true;
void everyTurnListingOrdered;
void everyListedWithLists;

/** A type's listing as `listLegalActions` runs it: every action it lists frozen (see `sharesFrozenActions`). */
function frozenListing<F extends AnyAnswerListing | TurnListing>(listing: F): F {
  return L.sharesFrozenActions(listing) ? listing : (L.frozenAsListed(listing as AnyAnswerListing) as F);
}

const turnListing = (type: ListingTurnType): TurnListing => frozenListing(ACTION_RULES[type].legal as TurnListing);
const SAILING_LISTINGS: readonly TurnListing[] = TURN_SAILING.map(turnListing);
const REST_LISTINGS: readonly TurnListing[] = TURN_REST.map(turnListing);
const SUNK_LISTING: TurnListing = frozenListing(ACTION_RULES.endTurn.legal);

type AnyAnswerListing = (out: Action[], state: GameState, p: PlayerState, decision: PendingDecision) => void;
/** Each decision kind's listing: that of the one action type answering it. */
const ANSWER_LISTINGS = new Map<DecisionKind, AnyAnswerListing>();
for (const type of ACTION_TYPES) {
  const rule = ruleOf(type);
  if (rule.offered === 'answer') ANSWER_LISTINGS.set(rule.answers, frozenListing(rule.legal as AnyAnswerListing));
}

/**
 * Every action the rules allow now, for whoever must act: the listings of the open situation's entries,
 * concatenated — the answers to the decision in front, or the player's own turn. Empty when the game is over.
 */
export function listLegalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.outcome) return out;
  const decision = state.pending[0];
  if (decision) {
    (ANSWER_LISTINGS.get(decision.kind) as AnyAnswerListing)(out, state, player(state, decision.seat), decision);
    return out;
  }
  const turn = state.turn;
  if (state.phase !== 'playerPhase' || !turn) return out;
  const p = player(state, turn.seat);
  // A ship sunk during its own turn is off the board until it respawns on the next one (D22): no Orders,
  // no sailing, no firing, no Port or trade. Ending the turn is all that is left.
  if (!p.position) {
    SUNK_LISTING(out, state, p);
    return out;
  }
  for (let i = 0; i < SAILING_LISTINGS.length; i++) (SAILING_LISTINGS[i] as TurnListing)(out, state, p);
  if (out.length > 0 && mustSailOn(state, p)) return out;
  for (let i = 0; i < REST_LISTINGS.length; i++) (REST_LISTINGS[i] as TurnListing)(out, state, p);
  return out;
}

/** One type's rule, seen through the union of all actions (the caller matches action and rule by type). */
function ruleOf(type: ActionType): ActionRule<ActionType> {
  return ACTION_RULES[type] as ActionRule<ActionType>;
}

/** Whether taking this action on one's own turn loses the unspent Navigation points (every own-turn type but a few). */
export function losesNavigationPoints(type: ActionType): boolean {
  const rule = ruleOf(type);
  return rule.offered === 'turn' && !rule.keepsNavigationPoints;
}

/** Whether the state is in the situation where the rules offer this action type (its legality's first test). */
export function offeredNow(state: GameState, type: ActionType): boolean {
  const rule = ruleOf(type);
  const decision = state.pending[0];
  if (rule.offered === 'answer') return decision?.kind === rule.answers;
  return decision === undefined && state.phase === 'playerPhase' && state.turn !== null && state.turn !== undefined;
}

/** Carries out an action already known to be legal, through its type's rule. */
export function resolveAction(ctx: Ctx, action: Action): void {
  const { state } = ctx;
  // Only the player's own actions lose unspent points; answering a decision the rules forced on them does not.
  const rule = ruleOf(action.type);
  if (!(rule.offered === 'turn' && rule.keepsNavigationPoints) && state.pending.length === 0) loseNavigationPoints(ctx);
  const p = player(state, action.seat);
  if (rule.offered === 'turn') {
    rule.resolve(ctx, action, p);
    return;
  }
  const decision = state.pending.shift();
  // Legality offered this answer to a decision of its kind; a mismatch would be an engine bug, and is a no-op.
  if (decision?.kind === rule.answers) (rule.resolve as (ctx: Ctx, a: Action, p: PlayerState, d: PendingDecision) => void)(ctx, action, p, decision);
}
