import type { ContentSet } from './content';

/**
 * One node of a memo keyed by a sequence of content ids: `child` walks one id further (making the node the
 * first time). Walking the ids one by one looks each up as it is, where a key string joined from them cost
 * a new string, and its hash, on every call.
 */
export class MemoNode<V> {
  value: V | undefined = undefined;
  private next: Map<string | null, MemoNode<V>> | undefined = undefined;

  child(id: string | null): MemoNode<V> {
    const next = (this.next ??= new Map());
    let node = next.get(id);
    if (node === undefined) {
      node = new MemoNode<V>();
      next.set(id, node);
    }
    return node;
  }
}

/**
 * A table of values worked out once per catalog and sequence of content ids (they depend only on those),
 * kept while the catalog lives. The last catalog asked about is remembered in front of the WeakMap: nearly
 * every call in a game asks about the same one.
 */
export function catalogMemo<V>(): (catalog: ContentSet) => MemoNode<V> {
  const tables = new WeakMap<ContentSet, MemoNode<V>>();
  let lastCatalog: ContentSet | null = null;
  let lastTable = new MemoNode<V>();
  return (catalog) => {
    if (catalog === lastCatalog) return lastTable;
    let table = tables.get(catalog);
    if (table === undefined) {
      table = new MemoNode();
      tables.set(catalog, table);
    }
    lastCatalog = catalog;
    lastTable = table;
    return table;
  };
}
