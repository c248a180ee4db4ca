import { crewDef, traitDef, type ContentSet } from '@everrain/engine';
import { seatOf, seatWord, type SomeRenderers } from './words';

function crewName(content: ContentSet, token: string): string {
  return crewDef(content, token).name;
}

const GEM = { trauma: 'Trauma', strain: 'Strain' } as const;

/** The crew: hired, dealt Traits, hurt, tended, paid, slain or gone. */
export const CREW_TEXT: SomeRenderers<
  | 'traumaSuffered' | 'strainSuffered' | 'crewSlain' | 'gemsRecovered' | 'woundsTended' | 'traitRedrawn' | 'traitDealt' | 'crewDealt'
  | 'traumaDistributedAtRandom' | 'wagesPaid' | 'crewLeft'
> = {
  traumaSuffered: (d, _e, content) => `${crewName(content, d.token)} suffers ${d.count} Trauma (${d.trauma} Trauma, ${d.strain} Strain of ${d.track}).`,
  strainSuffered: (d, _e, content) => {
    const atSea = d.traits === null ? '' : ` for ending the turn On Deck at sea${d.traits.length ? ` (Traits: ${d.traits.join(', ')})` : ''}`;
    return `${crewName(content, d.token)} suffers ${d.count} Strain${atSea} (${d.trauma} Trauma, ${d.strain} Strain of ${d.track}).`;
  },
  crewSlain: (d, _e, content) => `${crewName(content, d.token)} is slain: ${GEM[d.gem]} on a full track.`,
  gemsRecovered: (d, _e, content) => `${crewName(content, d.token)} recovers ${d.removed} ${GEM[d.gem]}.`,
  woundsTended: (d, _e, content) => `${crewName(content, d.healerToken)} tends ${d.healer === d.crew ? 'their own wounds' : `${crewName(content, d.token)}'s wounds`} Below Deck.`,
  traitRedrawn: (d, _e, content) => `${traitDef(content, d.trait).name} contradicts ${traitDef(content, d.against).name}: the Negative Trait is discarded and redrawn.`,
  traitDealt: (d, _e, content) => {
    const name = crewName(content, d.token);
    if ('trait' in d) return `${name} gains ${traitDef(content, d.trait).name}${d.replaced ? `, replacing ${traitDef(content, d.replaced).name}` : ''}.`;
    const traits = [d.positive, d.negative].filter((t): t is string => t !== null).map((t) => traitDef(content, t).name);
    return `${name}'s Traits: ${traits.join(' and ')}.`;
  },
  crewDealt: (d, e, content) => `${crewName(content, d.token)} joins the crew of ${seatWord(e.seat ?? 0)}.`,
  traumaDistributedAtRandom: (d) => `${d.amount} Trauma spread at random: ${d.on.map((name, i) => `${d.allocation[i] ?? 0} on ${name}`).join(', ')}.`,
  wagesPaid: (d, e) => `${seatOf(e)} pays ${d.coin} coin in wages.`,
  crewLeft: (d, _e, content) => `${crewName(content, d.token)} ${d.why === 'notHired' ? 'is not hired and goes back ashore' : 'is not paid and leaves the ship'}.`,
};

