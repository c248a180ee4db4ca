import { useMemo, useState } from 'preact/hooks';
import ships from '@everrain/content/ships.json';
import type { GameLength, RuleOptions } from '@everrain/engine';
import { hasKeptSaves, keepCurrent, savedGameSummary } from '../saved-game';
import { heldSeats } from '../online/credentials';
import { Lazy } from './lazy';
import type { Setup } from '../session';
import { chosenRules, RulesOptionsFields } from './RulesOptionsFields';
import { HANDOFF_KEY, remembered, TOUR_DONE_KEY, useSettings } from './settings';
import { swatchBackground } from '../table/seat-paint';

/** The ships to choose from, read straight from the content file: the start screen loads no game code. */
const SHIPS: readonly { readonly id: string; readonly name: string; readonly colour: string }[] = ships;
/** Who may sit at a seat (the bots by their names in @everrain/bots; the start screen loads no bot code). */
const SEAT_KINDS: readonly { readonly id: string; readonly label: string }[] = [
  { id: 'human', label: 'Human' }, { id: 'search', label: 'Bot: search (plays best; thinks up to ¼ s a move)' },
  { id: 'heuristic', label: 'Bot: heuristic (plays well)' }, { id: 'random', label: 'Bot: random' },
];
/** The longest name a seat's field takes (the session keeps no more). */
const NAME_LIMIT = 24;

const tourDone = () => remembered(TOUR_DONE_KEY);

/** The start screen: players and their ships, the game's length, the seed, the rules options, a saved game. */
export function Start(props: {
  onNew: (setup: Setup, seed: string, guided: boolean, crew: Record<number, string>, names: string[], handoff: boolean) => void;
  onImport: (text: string) => void;
  /** Opens the saved game: to play on, or (a finished one) at its end screen. */
  onContinue: () => void;
  /** Opens a replay: of a save file's text, or (null) of the game saved in this browser. */
  onReplay: (text: string | null) => void;
  onManual: () => void;
  /** Opens the tutorial's lessons. */
  onLessons: () => void;
  busy: boolean;
  message: string | null;
}) {
  const [players, setPlayers] = useState(1);
  const [ships, setShips] = useState<string[]>(SHIPS.map((s) => s.id));
  const [kinds, setKinds] = useState<string[]>(['human', 'human', 'human', 'human']);
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const [handoff, setHandoff] = useState(() => remembered(HANDOFF_KEY));
  const [length, setLength] = useState<GameLength>('short');
  const [seed, setSeed] = useState('');
  // The engine's DEFAULT_RULES, written out: importing a value from the engine would put it on the first page.
  const [rules, setRules] = useState<RuleOptions>({
    firstPlayer: 'clockwise', shipDamage: 'fateDie', traumaDistribution: 'choose', finalConfrontation: false, boarding: false, exhaustiveExpeditions: false,
  });
  const [guided, setGuided] = useState(() => !tourDone());
  const saved = useMemo(() => savedGameSummary(), []);
  const { palette } = useSettings();
  const [aside, setAside] = useState<string | null>(null);
  const chosen = ships.slice(0, players);
  const clash = new Set(chosen).size !== chosen.length;
  const begin = () => {
    if (clash) return;
    // The game on the go is put aside among the saved games, never replaced (issue #24 item 9).
    if (!keepCurrent()) {
      setAside('The saved game could not be put aside: this browser\'s storage is full. Export it or delete a saved game first.');
      return;
    }
    // An empty seed field: the session draws a fresh one (newSession, D85).
    const crew: Record<number, string> = {};
    kinds.slice(0, players).forEach((kind, seat) => { if (kind !== 'human') crew[seat] = kind; });
    // Names only for people; the hand-off screen only ever shows between two or more of them.
    props.onNew({ players, length, rules: chosenRules(rules), ships: chosen }, seed.trim(), guided, crew, names.slice(0, players).map((n, i) => (kinds[i] === 'human' ? n : '')), handoff);
  };
  const importFile = async (file: File | undefined) => {
    if (file) props.onImport(await file.text());
  };
  const setShip = (seat: number, id: string) => setShips(ships.map((s, i) => (i === seat ? id : s)));
  return (
    <main class="start">
      <h1>The Everrain</h1>
      <p class="tagline">The rain has not stopped for years. Sail, explore, and learn what drowned the world — before the Elder One rises.</p>
      <p class="lessons-entry"><button type="button" id="lessons-open" onClick={props.onLessons}>Learn to play: the tutorial, in 7 short lessons</button></p>
      <Lazy when={heldSeats().length > 0} load={() => import('../online/Waiting').then((m) => m.WaitingOnline)} props={{}} />
      {saved?.over
        ? <p class="last-game">Your last game is over: the players {saved.over.result} in round {saved.over.round}.{' '}
          <button type="button" id="last-game" disabled={props.busy} onClick={props.onContinue}>See how it ended</button></p>
        : saved
        ? <button type="button" id="continue" class="primary" disabled={props.busy} onClick={props.onContinue}>Continue the saved game ({saved.players} player{saved.players === 1 ? '' : 's'}, {saved.round > 0 ? `round ${saved.round}, ` : ''}{saved.actions} moves in)</button>
        : null}
      <form onSubmit={(e) => { e.preventDefault(); begin(); }}>
        <h2>New game</h2>
        <label for="players">Players</label>
        <select id="players" value={players} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
          {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{n}{n === 1 ? ' (solo)' : ' (hot-seat or bots, one screen)'}</option>)}
        </select>
        <fieldset class="ships">
          <legend>Seats: the ship, and who sails it</legend>
          {Array.from({ length: players }, (_, seat) => (
            <label key={seat}><span class="seat-label">Seat {seat + 1}</span>
              <select id={`ship-${seat}`} value={ships[seat]} onChange={(e) => setShip(seat, e.currentTarget.value)}>
                {SHIPS.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </select>
              <span class="swatch" style={{ background: swatchBackground(SHIPS.find((s) => s.id === ships[seat])?.colour, seat, palette) }} aria-hidden="true" />
              <select id={`seat-kind-${seat}`} aria-label={`Who plays seat ${seat + 1}`} value={kinds[seat]}
                onChange={(e) => setKinds(kinds.map((k, i) => (i === seat ? e.currentTarget.value : k)))}>
                {SEAT_KINDS.map((k) => <option key={k.id} value={k.id}>{k.label}</option>)}
              </select>
              {kinds[seat] === 'human'
                ? <input id={`seat-name-${seat}`} class="seat-name" aria-label={`Name at seat ${seat + 1} (optional)`} placeholder={`Seat ${seat + 1}`} maxLength={NAME_LIMIT}
                  value={names[seat]} onInput={(e) => { const v = e.currentTarget.value; setNames(names.map((n, i) => (i === seat ? v : n))); }} />
                : null}
            </label>
          ))}
          {clash ? <p role="alert" class="error">Each seat needs a different ship.</p> : null}
          {players > 1
            ? <label class="check"><input type="checkbox" id="handoff" checked={handoff} onChange={(e) => setHandoff(e.currentTarget.checked)} /> Hide the board between people's turns ("pass the device to …")</label>
            : null}
        </fieldset>
        <label for="length">Game length</label>
        <select id="length" value={length} onChange={(e) => setLength(e.currentTarget.value as GameLength)}>
          <option value="short">Short</option><option value="medium">Medium</option><option value="long">Long</option>
        </select>
        <label for="seed">Seed <small>(the same seed deals the same game; leave it empty for a fresh random game)</small></label>
        <input id="seed" value={seed} placeholder="random" onInput={(e) => setSeed(e.currentTarget.value)} />
        <label class="check"><input type="checkbox" id="guided" checked={guided} onChange={(e) => setGuided(e.currentTarget.checked)} /> Guide me through my first game</label>
        <RulesOptionsFields rules={rules} onChange={setRules} />
        <button type="submit" class="primary" id="new-game" disabled={clash || props.busy}>{props.busy ? 'Loading…' : 'Start a new game'}</button>
      </form>
      <label class="import">Load a save file <input type="file" accept=".json,application/json" id="import" onChange={(e) => void importFile(e.currentTarget.files?.[0])} /></label>
      <section class="replay-open" aria-label="Watch a replay">
        <label class="import">Watch a replay of a save file <input type="file" accept=".json,application/json" id="replay-file" onChange={(e) => { const f = e.currentTarget.files?.[0]; if (f) void f.text().then(props.onReplay); e.currentTarget.value = ''; }} /></label>
        {saved ? <button type="button" id="replay-saved" disabled={props.busy} onClick={() => props.onReplay(null)}>{saved.over ? 'Watch the replay of the last game' : 'Watch the saved game\'s replay'}</button> : null}
      </section>
      <Lazy when={hasKeptSaves()} load={() => import('./SavedGames').then((m) => m.SavedGames)} props={{ busy: props.busy, onContinue: props.onContinue, onReplay: (text: string) => props.onReplay(text) }} />
      {/* Online play (issue #14): its own page, loaded only when opened. */}
      <p class="online-entry"><a href="/?online" id="play-online" class="button">Play online</a> <small>— one link per seat for friends elsewhere; served by <code>npm start</code></small></p>
      <p><button type="button" onClick={props.onManual} id="manual-start">Read the Reference Manual</button></p>
      {props.message ?? aside ? <p role="alert" class="error">{props.message ?? aside}</p> : null}
    </main>
  );
}
