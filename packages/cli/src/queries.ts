import { awaitingTestChance, crewDef, denizenTestChance, optionTestChance, serviceAvailability, wagesDue, type Action, type GameState } from '@everrain/engine';
import { describeAction, serviceClosedText, skillTestText, wagesText } from '@everrain/text';

const SERVICE_NAME = { university: 'University', apothecary: 'Apothecary', shipwright: 'Shipwright', marketplace: 'Marketplace', inn: 'Inn', hire: 'Hiring' } as const;

/** An action in words, with the engine's odds when it leads straight into a Skill Test (who takes it, a Denizen, a card's option). */
export function describeChoice(state: GameState, a: Action): string {
  const odds = a.type === 'chooseCrew' ? awaitingTestChance(state, a.crew)
    : a.type === 'answerDenizen' && a.accept && a.crew ? denizenTestChance(state, a.crew)
    : a.type === 'chooseOption' ? optionTestChance(state, a.option)
    : undefined;
  return odds ? `${describeAction(state, a)} — ${skillTestText(odds)}` : describeAction(state, a);
}

/** What the engine says about the decision or Port in front of the seat: wages owed, services closed and why. */
export function renderAnswers(state: GameState, seat: number): string {
  const decision = state.pending[0];
  if (decision?.kind === 'payWages') {
    const due = wagesDue(state, decision.seat);
    const crew = state.players[decision.seat]?.crew ?? [];
    const each = due.crew.map((w) => `${crewDef(state.catalog, crew.find((c) => c.id === w.crew)?.token ?? '').name} ${w.wage}`).join(', ');
    return `${wagesText(due)} ${each}.`;
  }
  const port = serviceAvailability(state, seat);
  if (port.port === null) return '';
  const served = (ids: readonly string[]) => ids.map((id) => crewDef(state.catalog, state.players[seat]?.crew.find((c) => c.id === id)?.token ?? '').name);
  return `Port services: ${port.services.map((s) => `${SERVICE_NAME[s.service]} ${s.closed ? `closed — ${serviceClosedText(s.closed, { served: served(s.served) })}` : 'open'}`).join(' · ')}`;
}
