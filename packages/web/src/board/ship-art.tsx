/**
 * The hull under the deck plan, bow to the right: planking, the rails, the guns of the port and
 * starboard batteries run out through the sides, the bowsprit. It stretches to the deck's box.
 */
export function DeckHull() {
  return (
    <svg class="deck-hull" viewBox="0 0 600 220" preserveAspectRatio="none" aria-hidden="true">
      <path d="M300 14h26v-12h-26zM420 14h26v-12h-26zM300 206h26v12h-26zM420 206h26v12h-26z" fill="#2b2b2b" stroke="#0d0d0d" />
      <path d="M560 110h40" stroke="#5a4330" stroke-width="6" />
      <path d="M18 26Q300 4 462 18Q548 34 590 110Q548 186 462 202Q300 216 18 194Q4 110 18 26z" fill="#3a2a1c" stroke="#c9a46a" stroke-width="4" />
      <path d="M30 38Q300 18 458 30Q536 46 574 110Q536 174 458 190Q300 202 30 182Q18 110 30 38z" fill="#5a4330" stroke="#2a1d12" stroke-width="2" />
      <path d="M26 66H560M22 88H580M22 110H588M22 132H580M26 154H560" stroke="#4a3626" stroke-width="1.5" />
    </svg>
  );
}
