import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, TargetedKeyboardEvent, TargetedPointerEvent, TargetedWheelEvent } from 'preact';
import { FACING_NAMES, hexKey, isExplored, remainingHealth, revealedHexes, slotHexes, type Action, type VisibleState, type Hex, type PlayerState } from '@everrain/engine';
import { hexLabel, theName } from '@everrain/text';
import { HEX_SIZE, hexCenter } from './hexes';
import type { MapMark } from './map-marks';
import { ElderOneArt, EnemyShipArt, HexArt, MapDefs, ShipArt, StormArt } from './art';
import { HexCell, hexCellProps, SVG_FOCUSABLE, type HexCellEvents } from './HexCell';
import { ARROW_RADIUS, FacingArrows, facingArrows } from './facing';
import { MapLegend } from './legend';
import { offerLabel, type HexOffer } from './offers';
import { AreaMarks, PieceMarks } from './marks';
import { arcMarks, FACING_WORDS, stormDrift, stormMarks, voyageMarks } from './previews';
import { useMapPreview } from './preview';
import { useSettings } from '../screens/settings';
import { seatColour, seatPattern } from '../table/seat-paint';
import './board.css';
import './motion.css';

export { hexOffers, type HexOffer } from './offers';

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

/** On a touch or narrow screen, a finger's width: a facing arrow is at least this many CSS pixels across (issue #24 item 2). */
const TOUCH_PX = 44;
const TOUCH_SCREEN = '(pointer: coarse), (max-width: 900px)';

/**
 * A facing arrow's radius in map units: its drawn size, or on a touch screen as large as a finger at the map's
 * present scale (the map is drawn to fit its box, so the scale follows the box's size and the view).
 */
function useArrowRadius(svg: { current: SVGSVGElement | null }, view: View): number {
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const seen = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  const touch = typeof matchMedia === 'function' && matchMedia(TOUCH_SCREEN).matches;
  if (!touch || !box || box.width === 0 || box.height === 0) return ARROW_RADIUS;
  const pxPerUnit = Math.min(box.width / view.w, box.height / view.h);
  return Math.max(ARROW_RADIUS, TOUCH_PX / 2 / pxPerUnit);
}

export function Board(props: {
  state: VisibleState;
  offers: Map<string, HexOffer>;
  selectedHex: string | null;
  me: PlayerState | undefined;
  onHex: (key: string, offer: HexOffer) => void;
  /** Transient marks to draw (the enemy's turn played back, previews): see map-marks.ts. */
  marks?: readonly MapMark[];
  /** The legal actions and how to play one: the map then offers facings (turning in a Port, placing a ship) and Storm moves as arrows. */
  legal?: readonly Action[];
  onAct?: (a: Action) => void;
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
  const arrowRadius = useArrowRadius(svg, view);
  const storm = new Set(state.tokens.storms.flat().map(hexKey));

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

  // Previews while a hex is hovered or focused: a Storm's possible moves, the arc of the Artillery that fires at a target.
  const [hover, setHover] = useState<readonly MapMark[]>([]);
  // A new state may move what the preview was of: it goes until the next hover.
  useEffect(() => setHover((was) => (was.length ? [] : was)), [state]);
  const preview = useMapPreview();
  const stormOf = new Map(state.tokens.storms.flatMap((hexes, i) => hexes.map((h) => [hexKey(h), i] as const)));
  const previewFor = (key: string): MapMark[] => {
    const marks: MapMark[] = [];
    const storm = stormOf.get(key);
    if (storm !== undefined) marks.push(...stormMarks(state, storm));
    const fire = offers.get(key)?.fire;
    if (fire && props.me) for (const f of fire) if (f.action.type === 'fireArtillery') marks.push(...arcMarks(state, props.me, f.action.slot, f.action.astern));
    marks.push(...voyageMarks(state, props.me, offers.get(key), key));
    return marks;
  };
  const legal = props.legal ?? [];
  const pending = state.pending[0];
  const stormStep = pending?.kind === 'moveStorm' ? pending.storm : undefined;
  // The hexes' handlers read the present render's values through a ref: one object for every render, so a hex
  // cell whose looks did not change is skipped (HexCell).
  const latest = useRef({ previewFor, hover, offers, onHex: props.onHex });
  latest.current = { previewFor, hover, offers, onHex: props.onHex };
  const cellEvents = useMemo<HexCellEvents>(() => ({
    enter(key) { const now = latest.current; const m = now.previewFor(key); if (m.length || now.hover.length) setHover(m); },
    leave() { if (latest.current.hover.length) setHover([]); },
    activate(key) {
      if (drag.current?.moved) return;
      const offer = latest.current.offers.get(key);
      if (offer) latest.current.onHex(key, offer);
    },
  }), []);
  const marks = [...(props.marks ?? []), ...preview, ...hover, ...(stormStep !== undefined ? stormMarks(state, stormStep) : [])];
  const arrows = facingArrows(state, legal, props.me, offers, props.selectedHex, stormStep);
  const arrowHexes = new Set(arrows.map((a) => hexKey(a.hex)));
  const named = new Set([...revealed.values()].flatMap((h) => (h.name ? [hexKey(h.hex)] : [])));
  const spot = (hex: Hex) => pieceSpot(hex, named.has(hexKey(hex)));
  const { palette } = useSettings();
  const myColour = props.me ? seatColour(state.catalog.ships.find((s) => s.id === props.me?.ship)?.colour, props.me.seat, palette) : '#f2c14e';

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
        <MapDefs />
        {slots.map((hex) => {
          const key = hexKey(hex);
          const offer = offers.get(key);
          const explored = isExplored(state, hex);
          const label = `${key}: ${hexLabel(state, hex)}${storm.has(key) ? ', under a Storm' : ''}${explored ? ', Explored' : ''}`;
          return <HexCell key={key} {...hexCellProps(hex, key, revealed.get(key), offer, props.selectedHex === key, label, offerLabel(offer, state), explored, cellEvents)} />;
        })}
        <AreaMarks marks={marks} />
        <g class="storms">
          {[...stormOf.entries()].map(([key, i]) => {
            const c = hexCenter(parseKey(key));
            return <g key={key} class="storm" data-storm={i} data-storm-hex={key} transform={`translate(${c.x} ${c.y})`} aria-hidden="true"><StormArt /></g>;
          })}
          {state.tokens.storms.map((hexes, i) => {
            // One stop per Storm for the keyboard: focusing it previews its possible moves, as hovering its hexes does.
            const c = hexes[0] ? hexCenter(hexes[0]) : null;
            const drift = stormDrift(state, i);
            return c ? (
              <circle key={`f${i}`} class="storm-focus" cx={c.x} cy={c.y} r={HEX_SIZE * 0.5} role="img" {...SVG_FOCUSABLE}
                aria-label={`Storm ${i + 1} over ${hexes.map(hexKey).join(' and ')}: on a Fate Die of 0–4 it ${drift === null ? 'stays' : `moves ${FACING_WORDS[drift]}`}, on 5–9 the players choose; its possible moves are shaded`}
                onFocus={() => setHover(stormMarks(state, i))} onBlur={() => setHover([])} />
            ) : null;
          })}
        </g>
        {state.tokens.shipwrecks.map((w) => <Marker key={`w${hexKey(w.hex)}`} at={spot(w.hex)} cls="wreck" title={`The wreck of seat ${w.seat + 1}'s ship`}>
          <g transform="scale(.8)"><HexArt type="shipwreck" /></g><text y="16" class="marker-note">{`W${w.seat + 1}`}</text></Marker>)}
        {state.tokens.enemyDestinations.map((h) => <Marker key={`d${hexKey(h)}`} at={spot(h)} cls="destination" title="An Enemy Destination"><circle r={HEX_SIZE * 0.62} class="destination-ring" /></Marker>)}
        {state.enemies.flatMap((e) => (e.position.area === 'sea'
          ? [<Marker key={e.id} glides at={spot(e.position.hex)} cls="enemy-ship" title={`${state.catalog.enemies.find((d) => d.id === e.card)?.name ?? 'Enemy ship'}: ${remainingHealth(state, e)} health left`}>
            <g transform="rotate(-30) scale(.9)"><EnemyShipArt /></g>
            <circle cx="12" cy="12" r="6" class="health-badge" /><text x="12" y="15" class="marker-note">{String(remainingHealth(state, e))}</text>
          </Marker>]
          : []))}
        {state.elderOne.hex ? <Marker key="elder-one" glides at={spot(state.elderOne.hex)} cls="elder-one" title={`The Elder One: ${state.catalog.elderOnes.find((c) => c.id === state.elderOne.card)?.name ?? ''}`}><ElderOneArt /></Marker> : null}
        {state.players.map((p) => (p.position
          ? <Ship key={p.seat} at={spot(p.position.hex)} facing={p.position.facing} seat={p.seat} colour={seatColour(state.catalog.ships.find((s) => s.id === p.ship)?.colour, p.seat, palette)} pattern={seatPattern(p.seat, palette)}
            name={state.catalog.ships.find((s) => s.id === p.ship)?.name ?? 'ship'} />
          : null))}
        <g class="labels" aria-hidden="true">
          {[...revealed.values()].flatMap((h) => (h.name && !arrowHexes.has(hexKey(h.hex)) ? [<Banner key={hexKey(h.hex)} hex={h.hex} name={h.name} />] : []))}
        </g>
        <PieceMarks marks={marks} />
        {props.onAct ? arrows.map((a) => <FacingArrows key={`${a.kind}${hexKey(a.hex)}`} hex={a.hex} kind={a.kind} choices={a.choices} onAct={props.onAct!} radius={arrowRadius} />) : null}
        {/* A name under facing arrows is written over them (it takes no clicks: they reach the arrows). */}
        <g class="labels over-arrows" aria-hidden="true">
          {[...revealed.values()].flatMap((h) => (h.name && arrowHexes.has(hexKey(h.hex)) ? [<Banner key={hexKey(h.hex)} hex={h.hex} name={h.name} />] : []))}
        </g>
      </svg>
      <MapLegend colour={myColour} pattern={props.me ? seatPattern(props.me.seat, palette) : null} />
    </div>
  );
}

function parseKey(key: string): Hex {
  const [q, r] = key.split(',').map(Number) as [number, number];
  return { q, r };
}

/** The banner's lettering (board.css `.banner .hex-name`): its size, a bold letter's width and a line's height, in map units. */
const BANNER = { font: 6.5, letter: 3.75, line: 7, top: HEX_SIZE * -0.04, maxLine: 12 };

/** A name cut into at most two lines of about `maxLine` letters, at spaces. */
function bannerLines(name: string, maxLine = BANNER.maxLine): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last.length + 1 + word.length <= maxLine || lines.length === 2)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A place's name on a banner in the lower half of its hex, within the hex's width, with a dark halo; the
 * pieces of a named hex stand above it (pieceSpot), so neither covers the other (issue #24 item 8).
 */
function Banner(props: { hex: Hex; name: string }) {
  const c = hexCenter(props.hex);
  const lines = bannerLines(props.name);
  const w = Math.max(...lines.map((l) => l.length)) * BANNER.letter + 5;
  const h = lines.length * BANNER.line + 2;
  return (
    <g class="banner" transform={`translate(${c.x} ${c.y + BANNER.top})`}>
      <rect x={-w / 2} y="0" width={w} height={h} rx="2" />
      <text class="hex-name">{lines.map((l, i) => <tspan key={i} x="0" y={1 + BANNER.font + i * BANNER.line - 1}>{l}</tspan>)}</text>
    </g>
  );
}

/**
 * Where the pieces of a hex stand: its centre, or — on a hex whose name is written on the map — higher and
 * smaller, so the name's banner at the foot of the hex stays clear of them (issue #24 item 8).
 */
interface PieceSpot {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** How far up the pieces of a named hex stand, and how small (the banner keeps the hex's lower half). */
const NAMED_HEX_PIECES = { rise: HEX_SIZE * 0.46, scale: 0.52 };

function pieceSpot(hex: Hex, named: boolean): PieceSpot {
  const c = hexCenter(hex);
  return named ? { x: c.x, y: c.y - NAMED_HEX_PIECES.rise, scale: NAMED_HEX_PIECES.scale } : { x: c.x, y: c.y, scale: 1 };
}

/** A piece or token on a hex. A piece that moves (`glides`) is placed by a CSS transform, so it glides to its new hex. */
function Marker(props: { at: PieceSpot; cls: string; title: string; children: ComponentChildren; glides?: boolean }) {
  const c = props.at;
  const place = props.glides ? { style: { transform: `translate(${c.x}px, ${c.y}px) scale(${c.scale})` } } : { transform: `translate(${c.x} ${c.y}) scale(${c.scale})` };
  return (
    <g class={`marker ${props.cls}${props.glides ? ' glides' : ''}`} {...place}>
      <title>{props.title}</title>
      {props.children}
    </g>
  );
}

function Ship(props: { at: PieceSpot; facing: number; seat: number; colour: string; pattern: string | null; name: string }) {
  const c = props.at;
  const angle = props.facing * 60;
  return (
    // A CSS transform (not the SVG attribute) so the ship glides to its new hex and facing.
    <g class="ship" data-seat={props.seat} data-facing={props.facing} style={{ transform: `translate(${c.x}px, ${c.y}px) rotate(${angle}deg) scale(${c.scale})` }}>
      <title>{`Seat ${props.seat + 1}: ${theName(props.name)}, facing ${FACING_WORDS[props.facing] ?? FACING_NAMES[props.facing as 0]}`}</title>
      <ShipArt colour={props.colour} pattern={props.pattern} />
      <g transform={`rotate(${-angle} -11 0)`}>
        <circle cx="-11" cy="0" r="5" class="ship-seat-disc" />
        <text x="-11" y="3" class="ship-seat">{props.seat + 1}</text>
      </g>
    </g>
  );
}
