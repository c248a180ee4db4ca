import { Component, type ComponentChildren, type ComponentType } from 'preact';

/** Whether two props objects hold the same values, each compared by `===`. */
export function sameProps(a: object, b: object): boolean {
  const was = a as Record<string, unknown>;
  const now = b as Record<string, unknown>;
  for (const name in now) if (now[name] !== was[name]) return false;
  for (const name in was) if (!(name in now)) return false;
  return true;
}

/**
 * A component drawn again only when one of its props changed (Preact's `memo` without `preact/compat`): the
 * map's hexes, its key and its patterns stay as they are across most moves, and each skipped subtree is work
 * the browser bench's action-to-screen time no longer counts.
 */
export function pure<P extends object>(draw: (props: P) => ComponentChildren): ComponentType<P> {
  return class Pure extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props, next);
    }

    override render() {
      return draw(this.props);
    }
  };
}
