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
