/** Freezes a value and everything reachable from it, so any write to it throws (strict mode) and fails a test. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d && 'value' in d) stack.push(d.value);
    }
  }
  return value;
}
