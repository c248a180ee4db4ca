import type { Action, ActionType, DecisionAnswer, DecisionKind, TurnActionType } from '@everrain/engine';
import { combatJudges } from './combat';
import type { Context, Judge, Scored } from './context';
import { decisionJudges } from './decisions';
import { portJudges } from './port';
import { crewJudges, placesJudges, sailingJudges, turnJudges } from './ship';

/**
 * The heuristic's answer to each decision the rules put to a player, by decision kind: the action type that
 * answers it (the compiler holds it to the engine's registry) and how the heuristic judges those answers.
 * A decision kind added to the engine is refused here until the heuristic says how it answers it.
 */
export const ANSWERS: { readonly [K in DecisionKind]: { readonly answer: DecisionAnswer<K>; readonly judge: Judge<DecisionAnswer<K>> } } = {
  placeShip: { answer: 'placeShip', judge: decisionJudges.placeShip },
  chooseFirstPlayer: { answer: 'chooseFirstPlayer', judge: decisionJudges.chooseFirstPlayer },
  recoverOrders: { answer: 'recoverOrders', judge: turnJudges.recoverOrders },
  actReward: { answer: 'chooseActReward', judge: decisionJudges.chooseActReward },
  payWages: { answer: 'payWages', judge: decisionJudges.payWages },
  respawn: { answer: 'respawn', judge: decisionJudges.respawn },
  chooseEnemy: { answer: 'activateEnemy', judge: combatJudges.activateEnemy },
  convertOmens: { answer: 'convertOmens', judge: combatJudges.convertOmens },
  assignTrauma: { answer: 'assignTrauma', judge: combatJudges.assignTrauma },
  moveStorm: { answer: 'moveStorm', judge: decisionJudges.moveStorm },
  boardingCrew: { answer: 'activateCrew', judge: combatJudges.activateCrew },
  chooseOption: { answer: 'chooseOption', judge: decisionJudges.chooseOption },
  chooseCrew: { answer: 'chooseCrew', judge: decisionJudges.chooseCrew },
  market: { answer: 'trade', judge: portJudges.trade },
  hireCrew: { answer: 'hireCrew', judge: portJudges.hireCrew },
  denizen: { answer: 'answerDenizen', judge: portJudges.answerDenizen },
  shipyard: { answer: 'buyUpgrade', judge: portJudges.buyUpgrade },
  capture: { answer: 'capture', judge: combatJudges.capture },
  expedition: { answer: 'expeditionStep', judge: placesJudges.expeditionStep },
  keepTreasure: { answer: 'keepTreasure', judge: decisionJudges.keepTreasure },
};

/** How the heuristic judges each action of a player's own turn, by action type (none may be forgotten either). */
export const TURN_MOVES: { readonly [T in TurnActionType]: Judge<T> } = {
  issueCrewOrder: crewJudges.issueCrewOrder,
  issueNavigationOrder: sailingJudges.issueNavigationOrder,
  sail: sailingJudges.sail,
  face: sailingJudges.face,
  engageService: portJudges.engageService,
  fireArtillery: combatJudges.fireArtillery,
  board: combatJudges.board,
  endTurn: turnJudges.endTurn,
  visitAltar: placesJudges.visitAltar,
  plunderShipwreck: placesJudges.plunderShipwreck,
  lootWreck: placesJudges.lootWreck,
  sendAshore: placesJudges.sendAshore,
  exhaustiveExpedition: placesJudges.exhaustiveExpedition,
  transfer: decisionJudges.transfer,
};

/** Each action type's judge: the answers' by the type that answers, the turn's as they are. */
const BY_TYPE = new Map<ActionType, Judge<ActionType>>();
for (const { answer, judge } of Object.values(ANSWERS)) BY_TYPE.set(answer, judge as Judge<ActionType>);
for (const [type, judge] of Object.entries(TURN_MOVES)) BY_TYPE.set(type as ActionType, judge as Judge<ActionType>);

const UNJUDGED: Judge<ActionType> = (a) => ({ score: 0, reason: a.type });

/** The judge of one action type (a caller judging a list of actions looks it up once per run of one type). */
export function judgeOf(type: ActionType): Judge<ActionType> {
  return BY_TYPE.get(type) ?? UNJUDGED;
}

/** The heuristic's score and reason for one action (the search bot ranks its candidates with it too). */
export function judge(action: Action, c: Context): Scored {
  return judgeOf(action.type)(action, c);
}
