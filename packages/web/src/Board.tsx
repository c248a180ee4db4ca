import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent, TargetedPointerEvent, TargetedWheelEvent } from 'preact';
import {
  FACING_NAMES, hexKey, navigationOrderValue, reachablePoses, remainingHealth, revealedHexes, revealTargets, slotHexes, volleyDice, volleyOptions,
  type Action, type GameState, type Hex, type PlayerState, type RevealTarget,
} from '@everrain/engine';
import { hexLabel, theName } from '@everrain/text';
import { HEX_SIZE, HEX_STYLE, hexCenter, hexPoints } from './hexes';
import type { MapMark } from './map-marks';
import { MarksLayer } from './playback/MarksLayer';

/** What clicking a hex would do, worked out from the legal actions: the map offers only what the rules allow. */
export interface HexOffer {
  /** Cheapest Navigation points to sail there (turns and moves), when the ship can. */
  readonly sailCost?: number;
  /** With no points yet: the Navigation Order a click issues first, to sail or reveal with its points. */
  readonly order?: Action;
  /** The Navigation points the move is planned with (those left, or the Order's). */
  readonly points?: number;
  /** Revealing the tile in this empty slot: the points in all (turning and sailing to face it first if need be). */
  readonly reveal?: RevealTarget;
  /** Placing or returning the ship there (setup, respawn): one action per facing. */
  readonly place?: readonly Action[];
  /** Artillery volleys at it, with their dice. */
  readonly fire?: readonly { readonly action: Action; readonly dice: number }[];
}

export function hexOffers(state: GameState, legal: readonly Action[], me: PlayerState | undefined): Map<string, HexOffer> {
  const offers = new Map<string, HexOffer>();
  const add = (hex: Hex, offer: Partial<HexOffer>) => {
    const key = hexKey(hex);
    offers.set(key, { ...offers.get(key), ...offer });
  };
  const canSail = legal.some((a) => a.type === 'sail');
  // Before any Navigation Order this turn, the map shows what one would reach: a click issues it and sails.
  const orders = legal.filter((a) => a.type === 'issueNavigationOrder');
  const order = state.turn?.navigationPoints ? undefined : orders.find((a) => a.type === 'issueNavigationOrder' && !a.fleeting) ?? orders[0];
  const points = order && me?.position ? navigationOrderValue(state, me) : state.turn?.navigationPoints ?? 0;
  if (me?.position && state.turn && (canSail || order)) {
    const here = hexKey(me.position.hex);
    for (const r of reachablePoses(state, me, points)) {
      const key = hexKey(r.hex);
      if (key === here) continue;
      const known = offers.get(key)?.sailCost;
      if (known === undefined || r.cost < known) add(r.hex, { sailCost: r.cost, points, ...(order ? { order } : {}) });
    }
    for (const target of revealTargets(state, me, points)) add(target.hex, { reveal: target, points, ...(order ? { order } : {}) });
  }
  for (const a of legal) {
    if (a.type === 'placeShip' || a.type === 'respawn') add(a.hex, { place: [...(offers.get(hexKey(a.hex))?.place ?? []), a] });
  }
  const fires = legal.filter((a): a is Extract<Action, { type: 'fireArtillery' }> => a.type === 'fireArtillery');
  if (fires.length && me) {
    const dice = volleyOptions(state, me);
    for (const a of fires) {
      const option = dice.find((o) => o.slot === a.slot && o.astern === a.astern && hexKey(o.target) === hexKey(a.target));
      const d = option ? volleyDice(state, me, option) : 0;
      add(a.target, { fire: [...(offers.get(hexKey(a.target))?.fire ?? []), { action: a, dice: d }] });
    }
  }
  return offers;
}

function offerLabel(offer: HexOffer | undefined): string {
  if (!offer) return '';
  const points = (n: number) => `${n} Navigation point${n === 1 ? '' : 's'}`;
  const first = offer.order ? 'issue a Navigation Order, then ' : '';
  const parts: string[] = [];
  if (offer.sailCost !== undefined) parts.push(`${first}sail here for ${points(offer.sailCost)}`);
  if (offer.reveal) parts.push(`${first}reveal a tile here for ${points(offer.reveal.cost)}`);
  if (offer.place?.length) parts.push('place your ship here');
  if (offer.fire?.length) parts.push(`fire Artillery here (${offer.fire.map((f) => `${f.dice} dice`).join(' or ')})`);
  return parts.join('; ');
}

/** SVG attributes are set by name, and SVG's is lower-case: `tabIndex` would do nothing there. */
const SVG_FOCUSABLE = { tabindex: 0 } as Record<string, number>;

interface View { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

/** The view that frames these hexes with a margin (at least a few hexes across), inside the whole map. */
function around(hexes: readonly Hex[], full: View): View {
  if (hexes.length === 0) return full;
  const centres = hexes.map(hexCenter);
  const pad = HEX_SIZE * 3;
  const minW = HEX_SIZE * 16;
  const minH = HEX_SIZE * 11;
  let x = Math.min(...centres.map((c) => c.x)) - pad;
  let y = Math.min(...centres.map((c) => c.y)) - pad;
  let w = Math.max(...centres.map((c) => c.x)) + pad - x;
  let h = Math.max(...centres.map((c) => c.y)) + pad - y;
  if (w < minW) { x -= (minW - w) / 2; w = minW; }
  if (h < minH) { y -= (minH - h) / 2; h = minH; }
  return w >= full.w && h >= full.h ? full : { x, y, w, h };
}

export function Board(props: {
  state: GameState;
  offers: Map<string, HexOffer>;
  selectedHex: string | null;
  me: PlayerState | undefined;
  onHex: (key: string, offer: HexOffer) => void;
  /** What to draw over the map for a moment (the playback's moves and focus rings). */
  marks?: readonly MapMark[];
}) {
  const { state, offers } = props;
  const slots = useMemo(() => state.catalog.board.tileSlots.flatMap((s) => slotHexes(s)), [state.catalog]);
  const full = useMemo<View>(() => {
    const centres = slots.map(hexCenter);
    const pad = HEX_SIZE * 1.5;
    const x = Math.min(...centres.map((c) => c.x)) - pad;
    const y = Math.min(...centres.map((c) => c.y)) - pad;
    return { x, y, w: Math.max(...centres.map((c) => c.x)) + pad - x, h: Math.max(...centres.map((c) => c.y)) + pad - y };
  }, [slots]);
  const [view, setView] = useState<View>(() => around(
    [...revealedHexes(state).map((h) => h.hex), ...state.players.flatMap((p) => (p.position ? [p.position.hex] : []))], full));
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ px: number; py: number; view: View; moved: boolean } | null>(null);
  const revealed = new Map(revealedHexes(state).map((h) => [hexKey(h.hex), h]));
  // A tile revealed outside the view, or a ship sailing out of it: bring them into view.
  const known = [...revealed.values()].map((h) => h.hex);
  // Then the hexes the player can act on (where to sail, the "?" to reveal) are brought into view too.
  const offered = [...offers.keys()].map((key) => {
    const [q, r] = key.split(',').map(Number) as [number, number];
    return { q, r };
  });
  useEffect(() => {
    const ships = state.players.flatMap((p) => (p.position ? [p.position.hex] : []));
    const m = HEX_SIZE;
    const wanted = [...known, ...ships, ...offered];
    const outside = wanted.some((h) => {
      const c = hexCenter(h);
      return c.x < view.x + m || c.x > view.x + view.w - m || c.y < view.y + m || c.y > view.y + view.h - m;
    });
    if (outside) setView(around(wanted, full));
    // Only when a tile is revealed or a ship moves: a view the player zoomed is otherwise left alone.
  }, [known.length, state.players.map((p) => (p.position ? hexKey(p.position.hex) : '')).join(' ')]);
  const storm = new Set(state.tokens.storms.flat().map(hexKey));
  const explored = new Set(state.tokens.explored.map(hexKey));

  const zoom = (factor: number, cx = view.x + view.w / 2, cy = view.y + view.h / 2) => {
    const w = Math.min(full.w * 1.5, Math.max(full.w / 6, view.w * factor));
    const h = (w / view.w) * view.h;
    setView({ x: cx - ((cx - view.x) * w) / view.w, y: cy - ((cy - view.y) * h) / view.h, w, h });
  };
  const pan = (dx: number, dy: number) => setView({ ...view, x: view.x + dx * view.w, y: view.y + dy * view.h });
  const toSvg = (e: { clientX: number; clientY: number }) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return { x: view.x, y: view.y };
    const scale = Math.max(view.w / box.width, view.h / box.height);
    const offX = (box.width * scale - view.w) / 2;
    const offY = (box.height * scale - view.h) / 2;
    return { x: view.x - offX + (e.clientX - box.left) * scale, y: view.y - offY + (e.clientY - box.top) * scale };
  };
  const onWheel = (e: TargetedWheelEvent<SVGSVGElement>) => {
    e.preventDefault();
    const at = toSvg(e);
    zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, at.x, at.y);
  };
  const onPointerDown = (e: TargetedPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    drag.current = { px: e.clientX, py: e.clientY, view, moved: false };
  };
  const onPointerMove = (e: TargetedPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    const box = svg.current?.getBoundingClientRect();
    if (!d || !box) return;
    const dx = e.clientX - d.px;
    const dy = e.clientY - d.py;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    if (!d.moved) svg.current?.setPointerCapture(e.pointerId);
    d.moved = true;
    const scale = Math.max(d.view.w / box.width, d.view.h / box.height);
    setView({ ...d.view, x: d.view.x - dx * scale, y: d.view.y - dy * scale });
  };
  const onPointerUp = () => {
    // A drag that moved the map is not a click on the hex under the pointer.
    window.setTimeout(() => { drag.current = null; }, 0);
  };
  const centreOnShip = () => {
    const pos = props.me?.position;
    if (!pos) return;
    const c = hexCenter(pos.hex);
    setView({ ...view, x: c.x - view.w / 2, y: c.y - view.h / 2 });
  };
  const onKey = (e: TargetedKeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-0.1, 0], ArrowRight: [0.1, 0], ArrowUp: [0, -0.1], ArrowDown: [0, 0.1] };
    if (e.target !== svg.current) return;
    if (e.key === '+' || e.key === '=') zoom(1 / 1.25);
    else if (e.key === '-') zoom(1.25);
    else if (e.key === '0') setView(full);
    else if (moves[e.key]) pan(...(moves[e.key] as [number, number]));
    else return;
    e.preventDefault();
  };
  const activate = (key: string) => {
    if (drag.current?.moved) return;
    const offer = offers.get(key);
    if (offer) props.onHex(key, offer);
  };

  return (
    <div class="board-wrap">
      <div class="board-tools" role="toolbar" aria-label="Map view">
        <button type="button" onClick={() => zoom(1 / 1.25)} aria-label="Zoom in" title="Zoom in (+)">+</button>
        <button type="button" onClick={() => zoom(1.25)} aria-label="Zoom out" title="Zoom out (−)">−</button>
        <button type="button" onClick={() => setView(full)} title="Show the whole map (0)">Whole map</button>
        {props.me?.position ? <button type="button" onClick={centreOnShip}>My ship</button> : null}
      </div>
      <svg ref={svg} class="board" viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`} role="group" {...SVG_FOCUSABLE}
        aria-label="The map. Arrow keys pan, + and − zoom; Tab reaches the hexes you can act on."
        onWheel={onWheel} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onKeyDown={onKey}>
        {slots.map((hex) => {
          const key = hexKey(hex);
          const place = revealed.get(key);
          const style = place ? HEX_STYLE[place.type] : undefined;
          const offer = offers.get(key);
          const c = hexCenter(hex);
          const classes = ['hex', place ? '' : 'unrevealed', offer ? 'offered' : '', offer?.order ? 'preview' : '', offer?.sailCost !== undefined ? 'reachable' : '', offer?.reveal ? 'revealable' : '',
            offer?.place ? 'placeable' : '', offer?.fire ? 'target' : '', props.selectedHex === key ? 'selected' : ''].filter(Boolean).join(' ');
          const label = `${key}: ${hexLabel(state, hex)}${storm.has(key) ? ', under a Storm' : ''}${explored.has(key) ? ', Explored' : ''}`;
          const does = offerLabel(offer);
          return (
            <g key={key} class={classes} data-hex={key} data-cost={offer?.sailCost}
              {...(offer ? { role: 'button', ...SVG_FOCUSABLE, 'aria-label': `${label}: ${does}` } : {})}
              onClick={() => activate(key)}
              onKeyDown={(e) => { if (offer && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); activate(key); } }}>
              <title>{does ? `${label} — ${does}` : label}</title>
              <polygon points={hexPoints(hex, HEX_SIZE - 1)} fill={style?.fill ?? '#15212b'} class="hex-face" />
              {style?.code ? <text x={c.x} y={c.y + 5} class="hex-code">{style.code}</text> : null}
              {place?.name ? <text x={c.x} y={c.y + 18} class="hex-name">{place.name}</text> : null}
              {storm.has(key) ? <polygon points={hexPoints(hex, HEX_SIZE - 5)} class="storm" /> : null}
              {explored.has(key) ? <text x={c.x - 12} y={c.y - 10} class="token">✕</text> : null}
              {offer?.sailCost !== undefined ? <text x={c.x + 12} y={c.y - 9} class="cost">{offer.sailCost}</text> : null}
              {offer?.reveal ? <text x={c.x} y={c.y + 5} class="reveal-mark">?</text> : null}
              {offer?.reveal ? <text x={c.x + 12} y={c.y - 9} class="cost">{offer.reveal.cost}</text> : null}
              {offer?.place ? <text x={c.x} y={c.y - 8} class="place-mark">⚓</text> : null}
              {offer?.fire ? <text x={c.x} y={c.y - 12} class="dice-mark">{Math.max(...offer.fire.map((f) => f.dice))}⚄</text> : null}
            </g>
          );
        })}
        {state.tokens.shipwrecks.map((w) => <Marker key={`w${hexKey(w.hex)}`} hex={w.hex} label={`W${w.seat + 1}`} cls="wreck" title={`The wreck of seat ${w.seat + 1}'s ship`} />)}
        {state.tokens.enemyDestinations.map((h) => <Marker key={`d${hexKey(h)}`} hex={h} label="◎" cls="destination" title="An Enemy Destination" />)}
        {state.enemies.flatMap((e) => (e.position.area === 'sea'
          ? [<Marker key={e.id} hex={e.position.hex} label="☠" cls="enemy-ship" title={`${state.catalog.enemies.find((d) => d.id === e.card)?.name ?? 'Enemy ship'}: ${remainingHealth(state, e)} health left`}
            note={String(remainingHealth(state, e))} />]
          : []))}
        {state.elderOne.hex ? <Marker hex={state.elderOne.hex} label="✺" cls="elder-one" title={`The Elder One: ${state.catalog.elderOnes.find((c) => c.id === state.elderOne.card)?.name ?? ''}`} /> : null}
        {state.players.map((p) => (p.position
          ? <Ship key={p.seat} hex={p.position.hex} facing={p.position.facing} seat={p.seat} colour={state.catalog.ships.find((s) => s.id === p.ship)?.colour ?? '#fff'}
            name={state.catalog.ships.find((s) => s.id === p.ship)?.name ?? 'ship'} />
          : null))}
        {props.marks?.length ? <MarksLayer marks={props.marks} /> : null}
      </svg>
    </div>
  );
}

function Marker(props: { hex: Hex; label: string; cls: string; title: string; note?: string }) {
  const c = hexCenter(props.hex);
  return (
    <g class={`marker ${props.cls}`}>
      <title>{props.title}</title>
      <circle cx={c.x} cy={c.y} r={HEX_SIZE * 0.45} />
      <text x={c.x} y={c.y + 5}>{props.label}</text>
      {props.note ? <text x={c.x + 11} y={c.y + 16} class="marker-note">{props.note}</text> : null}
    </g>
  );
}

function Ship(props: { hex: Hex; facing: number; seat: number; colour: string; name: string }) {
  const c = hexCenter(props.hex);
  const angle = props.facing * 60;
  return (
    // A CSS transform (not the SVG attribute) so the ship glides to its new hex and facing.
    <g class="ship" data-seat={props.seat} style={{ transform: `translate(${c.x}px, ${c.y}px) rotate(${angle}deg)` }}>
      <title>{`Seat ${props.seat + 1}: ${theName(props.name)}, facing ${FACING_NAMES[props.facing as 0]}`}</title>
      <path d="M -14 -8 L 8 -8 L 18 0 L 8 8 L -14 8 Z" fill={props.colour} stroke="#000" stroke-width="1.5" />
      <text x="-3" y="5" transform={`rotate(${-angle} -3 0)`} class="ship-seat">{props.seat + 1}</text>
    </g>
  );
}
