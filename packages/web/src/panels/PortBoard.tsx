import { crewDef, hexKey, mapHexAt, serviceAvailability, serviceCost, type Action, type VisibleState, type PlayerState } from '@everrain/engine';
import { serviceClosedForCrew, serviceClosedText } from '../words/port-services';
import { serviceClosedText as closedWords } from '@everrain/text';
import { Term } from '../words/Term';
import { ShipwrightChooser } from './ShipwrightChooser';
import { shipwrightActions } from './shipwright-choice';

type Service = Extract<Action, { type: 'engageService' }>;

interface ServiceInfo {
  readonly service: Service['service'];
  readonly name: string;
  readonly term: string;
  readonly what: (state: VisibleState) => string;
}

const SERVICES: readonly ServiceInfo[] = [
  { service: 'university', name: 'University', term: 'university',
    what: (s) => `${s.catalog.services.university.cluesPerStep} Clues (Treasures with a Clue value count) buy a step of Player Discovery.` },
  { service: 'apothecary', name: 'Apothecary', term: 'apothecary',
    what: (s) => `${s.catalog.services.apothecary.coinPerTrauma} coin heals 1 Trauma.` },
  { service: 'shipwright', name: 'Shipwright', term: 'shipwright',
    what: (s) => `Repairs destroyed nodes (${s.catalog.services.shipwright.coinPerRepair} coin each) and shows ${s.catalog.services.shipwright.draw} upgrades to buy.` },
  { service: 'marketplace', name: 'Marketplace', term: 'marketplace',
    what: (s) => `Shows ${s.catalog.services.marketplace.draw} Treasures; buy and sell at this Port's prices.` },
  { service: 'inn', name: 'Inn', term: 'inn', what: () => 'Rest, gamble, drink, or listen for rumours.' },
  { service: 'hire', name: 'Hiring', term: 'hiring-crew', what: () => 'Draw a Deckhand or an Adept, then decide whether to pay their wage.' },
];

/** What an option of a service offers, without the crew member who would go. */
function optionText(state: VisibleState, a: Service): string {
  const s = state.catalog.services;
  const cost = serviceCost(state, a);
  switch (a.service) {
    case 'university':
      return `${a.steps} step${a.steps === 1 ? '' : 's'} for ${cost.clues} Clues${cost.treasures.length ? ` and ${cost.treasures.map((id) => state.catalog.treasures.find((t) => t.id === id)?.name ?? id).join(', ')}` : ''}`;
    case 'apothecary':
      return `Recover ${a.trauma} Trauma for ${cost.coin} coin`;
    case 'shipwright':
      return `${a.repairs ? `Repair ${a.repairs} node${a.repairs === 1 ? '' : 's'} (${cost.coin} coin), then see` : 'See'} ${a.improvements} Improvement${a.improvements === 1 ? '' : 's'} and ${s.shipwright.draw - a.improvements} Artillery`;
    case 'marketplace':
      return `See ${s.marketplace.draw} Treasures`;
    case 'inn': {
      const inn = s.inn.find((i) => i.id === a.option);
      return inn ? `${inn.name}: ${inn.text}` : a.option;
    }
    case 'hire':
      return a.pool === 'adepts' ? 'Hire an Adept' : 'Hire a Deckhand';
  }
}

/**
 * The Port board: each service the crew can still engage this visit, its options, and for each option the
 * crew who could go. A selected crew member narrows it to what they can do.
 */
export function PortBoard(props: { state: VisibleState; player: PlayerState; legal: readonly Action[]; selectedCrew: string | null; onAct: (a: Action) => void }) {
  const { state, player: p } = props;
  const services = props.legal.filter((a): a is Service => a.type === 'engageService' && (!props.selectedCrew || a.crew === props.selectedCrew));
  const place = p.position ? mapHexAt(state, p.position.hex) : undefined;
  if (!props.legal.some((a) => a.type === 'engageService')) {
    // In a Port with every service closed: say why, as the engine does (every crew member served, or the ship must sail on).
    const closed = serviceAvailability(state, p.seat).services[0]?.closed;
    const why = closed?.code === 'alreadyServed' || (closed?.code === 'mustSailOn' && place?.type === 'port') ? closed : null;
    return why ? <p class="hint port-done">{place?.name ?? 'This Port'}: {closedWords(why)}</p> : null;
  }
  return (
    <section class="port-board" aria-label="The Port board" data-guide="port">
      <h3><Term id="ports">Port</Term> of {place?.name ?? (p.position ? hexKey(p.position.hex) : '')}</h3>
      <p class="hint">Each crew member can engage one service per visit.{props.selectedCrew ? ' Showing what the selected crew member can do.' : ' Select a crew member to narrow the choices.'}</p>
      <div class="services">
        {SERVICES.map((svc) => {
          const options = services.filter((a) => a.service === svc.service);
          if (options.length === 0) {
            return (
              <article key={svc.service} class="service closed" data-service={svc.service} aria-disabled="true">
                <h4><Term id={svc.term}>{svc.name}</Term></h4>
                <p class="service-what">{svc.what(state)}</p>
                <p class="service-closed">{props.selectedCrew ? serviceClosedForCrew(state, p.seat, svc.service, props.selectedCrew) : serviceClosedText(state, p.seat, svc.service)}</p>
              </article>
            );
          }
          if (svc.service === 'shipwright') {
            return (
              <article key={svc.service} class="service" data-service={svc.service}>
                <h4><Term id={svc.term}>{svc.name}</Term></h4>
                <p class="service-what">{svc.what(state)}</p>
                <ShipwrightChooser state={state} player={p} actions={shipwrightActions(options)} onAct={props.onAct} />
              </article>
            );
          }
          const byOption = new Map<string, Service[]>();
          for (const a of options) {
            const key = optionText(state, a);
            byOption.set(key, [...(byOption.get(key) ?? []), a]);
          }
          return (
            <article key={svc.service} class="service" data-service={svc.service}>
              <h4><Term id={svc.term}>{svc.name}</Term></h4>
              <p class="service-what">{svc.what(state)}</p>
              <ul>
                {[...byOption.entries()].map(([text, actions]) => (
                  <li key={text}>
                    <span class="option-text">{text}</span>
                    <span class="who">
                      {actions.map((a) => {
                        const crew = p.crew.find((c) => c.id === a.crew);
                        const name = crew ? crewDef(state.catalog, crew.token).name : a.crew;
                        return <button key={a.crew} type="button" data-type="engageService" data-service={a.service} onClick={() => props.onAct(a)}
                          aria-label={`${text}: send ${name}`}>Send {name}</button>;
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
