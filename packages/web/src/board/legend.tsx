import type { ComponentChildren } from 'preact';
import type { HexType } from '@everrain/engine';
import { pure } from './pure';
import { ElderOneArt, EnemyShipArt, ExploredToken, HEX_FILL, HexArt, ShipArt, StormArt } from './art';

const HEX = '0,-27 23.4,-13.5 23.4,13.5 0,27 -23.4,13.5 -23.4,-13.5';

/** A small drawing as the map draws it (it fills with the map's own patterns, defined once in the map's SVG). */
function Swatch(props: { children: ComponentChildren; name: string; kind: string }) {
  return (
    <li data-legend={props.kind}>
      <svg viewBox="-28 -28 56 56" width="22" height="22" aria-hidden="true">{props.children}</svg>
      {props.name}
    </li>
  );
}

function HexSwatch(props: { type: HexType | 'unrevealed'; name: string }) {
  return (
    <Swatch name={props.name} kind={props.type}>
      <polygon points={HEX} fill={HEX_FILL[props.type]} stroke="#0b1219" />
      <HexArt type={props.type} />
    </Swatch>
  );
}

/** The map's key: each kind of hex, token and piece drawn small, with its name. */
export const MapLegend = pure((props: { colour: string; pattern?: string | null }) => (
    <ul class="legend map-legend" aria-label="Map key">
      <HexSwatch type="calmSea" name="Sea" />
      <HexSwatch type="roughSea" name="Rough Sea" />
      <HexSwatch type="island" name="Island" />
      <HexSwatch type="port" name="Port" />
      <HexSwatch type="altar" name="Altar" />
      <HexSwatch type="shipwreck" name="Shipwreck" />
      <HexSwatch type="unrevealed" name="Unexplored" />
      <Swatch name="Storm" kind="storm"><polygon points={HEX} fill="url(#er-sea)" /><StormArt /></Swatch>
      <Swatch name="Explored" kind="explored"><g transform="scale(2.6) translate(13 11)"><ExploredToken /></g></Swatch>
      <Swatch name="Your ship" kind="ship"><g transform="rotate(-30)"><ShipArt colour={props.colour} pattern={props.pattern ?? null} /></g></Swatch>
      <Swatch name="Enemy ship" kind="enemy"><g transform="rotate(-30)"><EnemyShipArt /></g></Swatch>
      <Swatch name="Elder One" kind="elder"><ElderOneArt /></Swatch>
      <Swatch name="Enemy Destination" kind="destination"><circle r="18" class="destination-ring" /></Swatch>
      <Swatch name="Artillery arc" kind="arc"><polygon points={HEX} class="mark-area arc" /></Swatch>
      <li class="legend-note">? reveal a tile · numbers: Navigation points</li>
    </ul>
));
