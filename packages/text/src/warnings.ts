import { theName } from './names';
import { crewDef, warningsFor, type Action, type VisibleState, type Warning } from '@everrain/engine';

/** The engine's trap warnings (`warningsFor`) in words: one sentence each, saying what is lost and why. */

function points(n: number): string {
  return `${n} Navigation point${n === 1 ? '' : 's'}`;
}

function crewName(state: VisibleState, seat: number, id: string): string {
  const c = state.players[seat]?.crew.find((m) => m.id === id);
  return c ? crewDef(state.catalog, c.token).name : id;
}

/** One warning in words. */
export function warningText(state: VisibleState, w: Warning): string {
  switch (w.kind) {
    case 'strainSlays':
      return `${crewName(state, w.seat, w.crew)} is On Deck at sea: ending the turn gives ${w.strain} Strain, and their track has room for ${w.room === 0 ? 'none' : w.room}, so they are slain. Order them Below Deck first.`;
    case 'everyCrewLost':
      return 'That is the last of the crew: the ship is lost (Player Ship Sinking).';
    case 'navigationOrderBuysNothing': {
      const why = w.cause === 'noWay'
        ? `no step the ${points(w.points)} could pay leads anywhere the ship may end its move`
        : `every step costs ${w.stepCost} ${w.cause === 'storm' ? 'under a Storm' : 'in a Rough Sea'} and you would have ${w.points}`;
      const rescue = w.moreOrders > 0
        ? ` The points add up only if you issue another Navigation Order before anything else (${w.moreOrders} left).`
        : ' The points will be lost.';
      return `This Navigation Order buys no step: ${why}.${rescue}`;
    }
    case 'navigationPointsLost':
      return `${points(w.points)} unspent will be lost.`;
    case 'ordersUnused': {
      const kinds = w.kinds.map((k) => (k === 'crew' ? 'Crew' : k === 'navigation' ? 'Navigation' : 'Artillery'));
      const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}` : kinds[0] ?? '';
      return `${w.free === 1 ? 'One Fresh Order' : `${w.free} Fresh Orders`} could still be issued for free (${list}): the next turn recovers only Issued Orders, at most 3.`;
    }
    case 'fatiguedCrewSpace': {
      const name = state.catalog.improvements.find((i) => i.id === w.improvement)?.name ?? w.improvement;
      return `${crewName(state, w.seat, w.crew)} is Fatigued: ${theName(name)} does nothing for them until the next round (the Order only moves them).`;
    }
  }
}

/** Every warning for an action, in words (none when it loses nothing): what a client shows before it is taken. */
export function warningsText(state: VisibleState, action: Action): string[] {
  return warningsFor(state, action).map((w) => warningText(state, w));
}
