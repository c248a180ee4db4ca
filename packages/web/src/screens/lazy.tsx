import { useEffect, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';

/**
 * A part of the start screen fetched only when it has something to show (saved games kept aside, online games
 * waiting): the first page stays small (issue #24: the first page's JavaScript ≤ 15 kB gzip).
 */
export function Lazy<P extends object>(props: { when: boolean; load: () => Promise<FunctionComponent<P>>; props: NoInfer<P> }) {
  const [Part, setPart] = useState<FunctionComponent<P> | null>(null);
  useEffect(() => {
    if (!props.when) return;
    let live = true;
    void props.load().then((part) => { if (live) setPart(() => part); }, () => {});
    return () => { live = false; };
  }, [props.when]);
  return Part ? <Part {...props.props} /> : null;
}
