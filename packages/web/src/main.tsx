import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { awaitedSeat, describeWaiting, hexKey, legalActions, type Action, type GameLength } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { Board } from './Board';
import { Dice, Log, ShipBoard, Tracks } from './Panels';
import { fromSave, newSession, play, storeSession, storedSession, toSave, undo, type Session, type Setup } from './session';
import './style.css';

function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const start = (s: Session) => {
    setSession(s);
    storeSession(s);
    setMessage(null);
  };
  return session
    ? <Game session={session} onChange={(s) => { setSession(s); storeSession(s); }} onQuit={() => setSession(null)} />
    : <Start onStart={start} message={message} onMessage={setMessage} />;
}

function Start(props: { onStart: (s: Session) => void; message: string | null; onMessage: (m: string | null) => void }) {
  const [players, setPlayers] = useState(1);
  const [length, setLength] = useState<GameLength>('short');
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1e9).toString(36));
  const [boarding, setBoarding] = useState(false);
  const [exhaustive, setExhaustive] = useState(false);
  const [finalConfrontation, setFinal] = useState(false);
  const [randomTrauma, setRandomTrauma] = useState(false);
  const saved = useMemo(() => storedSession(), []);
  const begin = () => {
    const setup: Setup = {
      players, length,
      rules: { boarding, exhaustiveExpeditions: exhaustive, finalConfrontation, traumaDistribution: randomTrauma ? 'random' : 'choose' },
    };
    props.onStart(newSession(setup, seed));
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const loaded = fromSave(await file.text());
    if (typeof loaded === 'string') props.onMessage(loaded);
    else props.onStart(loaded);
  };
  return (
    <main class="start">
      <h1>The Everrain</h1>
      <p class="tagline">The rain has not stopped for years. Sail, explore, and learn what drowned the world — before the Elder One rises.</p>
      <form onSubmit={(e) => { e.preventDefault(); begin(); }}>
        <label>Players <select value={players} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
          {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{n}{n === 1 ? ' (solo)' : ' (hot-seat)'}</option>)}
        </select></label>
        <label>Game length <select value={length} onChange={(e) => setLength(e.currentTarget.value as GameLength)}>
          <option value="short">Short</option><option value="medium">Medium</option><option value="long">Long</option>
        </select></label>
        <label>Seed <input value={seed} onInput={(e) => setSeed(e.currentTarget.value)} /></label>
        <fieldset>
          <legend>Advanced rules</legend>
          <label><input type="checkbox" checked={boarding} onChange={(e) => setBoarding(e.currentTarget.checked)} /> Boarding</label>
          <label><input type="checkbox" checked={exhaustive} onChange={(e) => setExhaustive(e.currentTarget.checked)} /> Exhaustive Expeditions</label>
          <label><input type="checkbox" checked={finalConfrontation} onChange={(e) => setFinal(e.currentTarget.checked)} /> Final confrontation</label>
          <label><input type="checkbox" checked={randomTrauma} onChange={(e) => setRandomTrauma(e.currentTarget.checked)} /> Spread Trauma at random</label>
        </fieldset>
        <button type="submit" class="primary" id="new-game">Start a new game</button>
      </form>
      {saved && typeof saved !== 'string' ? <button type="button" id="continue" onClick={() => props.onStart(saved)}>Continue the saved game (round {saved.state.round})</button> : null}
      <label class="import">Load a save file <input type="file" accept=".json,application/json" id="import" onChange={(e) => void importFile(e.currentTarget.files?.[0])} /></label>
      {props.message ? <p role="alert" class="error">{props.message}</p> : null}
    </main>
  );
}

function Game(props: { session: Session; onChange: (s: Session) => void; onQuit: () => void }) {
  const { session } = props;
  const { state } = session;
  const [selectedCrew, setSelectedCrew] = useState<string | null>(null);
  const [selectedHex, setSelectedHex] = useState<string | null>(null);
  const [viewSeat, setViewSeat] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const legal = useMemo(() => legalActions(state), [state]);
  const seat = awaitedSeat(state) ?? state.firstPlayer;
  useEffect(() => { setSelectedCrew(null); setSelectedHex(null); }, [state]);
  const shown = legal.filter((a) => {
    if (selectedCrew && !JSON.stringify(a).includes(`"${selectedCrew}"`)) return false;
    if (selectedHex) {
      const hex = a.type === 'placeShip' || a.type === 'respawn' ? a.hex : a.type === 'fireArtillery' ? a.target : null;
      if (!hex || hexKey(hex) !== selectedHex) return false;
    }
    return true;
  });
  const act = (a: Action) => {
    const next = play(session, a);
    if (typeof next === 'string') setError(next);
    else { setError(null); props.onChange(next); }
  };
  const exportSave = () => {
    const blob = new Blob([JSON.stringify(toSave(session), null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `everrain-${session.seed}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const shipSeat = viewSeat ?? seat;
  const shipPlayer = state.players[shipSeat] ?? state.players[0];
  const groups = groupActions(shown);
  return (
    <div class="game">
      <header>
        <strong>The Everrain</strong>
        <span class="waiting" aria-live="polite">{state.outcome ? `Game over: the players ${state.outcome.result}. ${state.outcome.reason}` : describeWaiting(state)}</span>
        <button type="button" id="undo" disabled={session.undo.length === 0} onClick={() => props.onChange(undo(session))}>Undo</button>
        <button type="button" id="export" onClick={exportSave}>Export save</button>
        <button type="button" onClick={props.onQuit}>Menu</button>
      </header>
      <div class="columns">
        <div class="left">
          <Tracks state={state} />
          <Board state={state} actions={legal} selectedHex={selectedHex} onHex={setSelectedHex} />
          <Dice events={session.events.slice(-40)} />
          <Log events={session.events} />
        </div>
        <div class="right">
          {state.outcome ? (
            <section class="outcome" role="alert">
              <h2>The players {state.outcome.result === 'won' ? 'win' : 'lose'}</h2>
              <p>{state.outcome.reason}</p>
              <p>Round {state.round}, Act {state.act}, {session.actions.length} actions.</p>
              <button type="button" onClick={props.onQuit}>Back to the menu</button>
            </section>
          ) : (
            <section class="actions" aria-label="What you can do">
              <h2>Seat {seat + 1}{state.pending[0] ? `: decide (${state.pending[0].kind})` : ': your turn'}</h2>
              {selectedCrew || selectedHex ? <button type="button" onClick={() => { setSelectedCrew(null); setSelectedHex(null); }}>Show every action</button> : null}
              {error ? <p role="alert" class="error">{error}</p> : null}
              {groups.map(([title, actions]) => (
                <details key={title} open={groups.length <= 3 || title !== 'Trade'}>
                  <summary>{title} ({actions.length})</summary>
                  <ul>{actions.map((a, i) => <li key={i}><button type="button" class="action" data-type={a.type} onClick={() => act(a)}>{describeAction(state, a)}</button></li>)}</ul>
                </details>
              ))}
            </section>
          )}
          <nav class="seats" aria-label="Ships">
            {state.players.map((p) => <button type="button" key={p.seat} aria-pressed={shipSeat === p.seat} onClick={() => setViewSeat(p.seat === seat ? null : p.seat)}>Seat {p.seat + 1}</button>)}
          </nav>
          {shipPlayer ? <ShipBoard state={state} player={shipPlayer} selectedCrew={selectedCrew} onCrew={setSelectedCrew} /> : null}
        </div>
      </div>
    </div>
  );
}

const GROUP: Partial<Record<Action['type'], string>> = {
  sail: 'Sail', issueNavigationOrder: 'Orders', issueCrewOrder: 'Crew Orders', fireArtillery: 'Artillery', board: 'Artillery',
  engageService: 'Port', transfer: 'Trade', endTurn: 'End turn', visitAltar: 'Places', plunderShipwreck: 'Places', lootWreck: 'Places',
  sendAshore: 'Places', exhaustiveExpedition: 'Places',
};

function groupActions(actions: readonly Action[]): [string, Action[]][] {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    const title = GROUP[a.type] ?? 'Decide';
    out.set(title, [...(out.get(title) ?? []), a]);
  }
  return [...out.entries()];
}

const root = document.getElementById('app');
if (root) render(<App />, root);
