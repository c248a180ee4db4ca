import type { GameState } from '@everrain/engine';
import { waitingText } from '@everrain/text';
import { renderEnemies, renderMap, renderShip, renderTracks } from './render';

/** The whole table as `play` draws it: the tracks, the map, the enemies, every ship, and who is to act. */
export function renderTable(state: GameState): string {
  return [renderTracks(state), renderMap(state), renderEnemies(state), ...state.players.map((p) => renderShip(state, p)), waitingText(state)]
    .filter((part) => part !== '')
    .join('\n');
}
