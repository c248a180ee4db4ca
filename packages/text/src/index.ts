export { seatShipLabel, theName, theShip } from './names';
export { describeAction, enemyWhere, hexLabel, positionName, targetLabel, TYPE_NAME } from './describe';
export {
  entryForRule,
  linkTerms,
  MANUAL_CATEGORIES,
  MANUAL_ENTRIES,
  MANUAL_HOME,
  manualEntry,
  manualIndex,
  manualPlainText,
  manualSegments,
  searchManual,
  type ManualCategory,
  type ManualEntry,
  type ManualSegment,
} from './manual/index';
// The engine's answers to clients' questions, in words (issue #12, item 7).
export { denizenClosedText, revealBlockText, serviceClosedText, skillTestText, upgradePriceText, wagesText } from './queries';
// Traps: what an action would lose without gain, in words (issue #15, item 3).
export { warningText, warningsText } from './warnings';
// Counting and whom the game waits on, in words (issue #15, item 9).
export { DECISION_TITLES, plural, seatName, waitingText } from './waiting';
// The guided first game's words (issue #15, item 3).
export { GUIDE_LESSONS, GUIDE_NAVIGATION_TRAP, GUIDE_STRAIN_ADVICE, guidePortLater, type GuideLesson } from './guide';
export { sailBlockText } from './sailing';
// "Ask the crew", in words (issue #25 item 4).
export { adviceText, planWeighingText, weighingText, type AdviceWeighing, type AdviceWords } from './advice';
// Every event's sentence, written from its data (issue #24 item 7): the one renderer every client uses.
export { eventText } from './events/index';
export { endEventText, endingText, gameEndText } from './ending';
// What reads as an internal id in a text a player sees (the plain-words tests search with it).
export { idLikeTokens } from './plain-words';
