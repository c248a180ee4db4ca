import { useEffect, useRef } from 'preact/hooks';

/**
 * Between turns of different people at one screen (issue #15 item 6, optional): the board stays hidden
 * (with what the next seat holds face down) until the person named says they are there.
 */
export function Handoff(props: { name: string; seat: number; ship: string | undefined; again: string | null; onReady: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => { button.current?.focus(); }, [props.seat]);
  return (
    <section id="handoff-screen" class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <h2 id="handoff-title">Pass the device to {props.name}</h2>
      <p>{props.name} sails seat {props.seat + 1}{props.ship ? `, ${props.ship}` : ''}. The board stays hidden until they are here.</p>
      {props.again ? <p class="plays-again" role="status">{props.again}</p> : null}
      <button type="button" id="handoff-ready" class="primary" ref={button} onClick={props.onReady}>I am {props.name}</button>
    </section>
  );
}
