export { describeAction, enemyWhere, hexLabel, positionName, targetLabel, TYPE_NAME } from './describe';
