import type { ContentSet } from './content';

/**
 * A table of values worked out once per catalog and key (they depend only on content ids), kept while the
 * catalog lives. The last catalog asked about is remembered in front of the WeakMap: nearly every call in a
 * game asks about the same one.
 */
export function catalogMemo<V>(): (catalog: ContentSet) => Map<string, V> {
  const tables = new WeakMap<ContentSet, Map<string, V>>();
  let lastCatalog: ContentSet | null = null;
  let lastTable = new Map<string, V>();
  return (catalog) => {
    if (catalog === lastCatalog) return lastTable;
    let table = tables.get(catalog);
    if (table === undefined) {
      table = new Map();
      tables.set(catalog, table);
    }
    lastCatalog = catalog;
    lastTable = table;
    return table;
  };
}
