/** How much of the element the guide points at must stay in view (px): its heading line. */
const FIRST_LINES = 40;

/** The box that scrolls `el` (its nearest ancestor with overflow-y auto or scroll), if any. */
function scroller(el: HTMLElement): HTMLElement | null {
  for (let box = el.parentElement; box; box = box.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

/**
 * Scrolls `el` into view ('nearest'), then, when the guide (#tour) sits in the same scrolling box above it,
 * scrolls back up as far as `el` allows so the guide's own words stay on screen: a new player reads the guide
 * step first, and scrolling only to the control it points at hid the step's title above the panel.
 */
export function revealBesideGuide(el: HTMLElement | null | undefined): void {
  if (!el) return;
  el.scrollIntoView?.({ block: 'nearest' });
  const guide = document.getElementById('tour');
  const box = scroller(el);
  if (!guide || !box || scroller(guide) !== box) return;
  const top = box.getBoundingClientRect().top;
  const guideTop = guide.getBoundingClientRect().top - top;
  if (guideTop >= 0) return;
  // Scrolling up by d moves `el` down by d: keep its first lines (its heading: what it is, outlined by the guide)
  // inside the box; "Show me" does the same, then takes the keyboard there.
  const r = el.getBoundingClientRect();
  const bottom = Math.min(r.bottom, r.top + FIRST_LINES) - top;
  const delta = Math.max(guideTop, bottom - box.clientHeight);
  if (delta < 0) box.scrollTop += delta;
}

/** Takes the keyboard to the control a guide points at (the element, or its first control), without scrolling. */
export function focusControl(el: HTMLElement): void {
  const focusable = el.matches('button, a, [tabindex]') ? el : el.querySelector<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]');
  focusable?.focus({ preventScroll: true });
}
