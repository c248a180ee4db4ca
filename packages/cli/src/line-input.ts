import { createInterface } from 'node:readline';

/**
 * The lines typed at the terminal (or piped in), one reader for the whole run: the setup questions and the
 * game read from the same one, so nothing typed ahead is lost between them.
 */
export interface LineInput {
  /** The next line, or null once the input has ended. */
  next(): Promise<string | null>;
  close(): void;
}

export function stdinLines(input: NodeJS.ReadableStream = process.stdin): LineInput {
  const rl = createInterface({ input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  let ended = false;
  return {
    async next() {
      if (ended) return null;
      const next = await lines.next();
      if (next.done) ended = true;
      return next.done ? null : String(next.value);
    },
    close: () => rl.close(),
  };
}
