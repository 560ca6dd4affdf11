/** Reading the input file or standard input in bounded memory. */
import { TextDecoder } from 'node:util';

/** A source of input: a Node stream (fs.ReadStream, process.stdin) or any async iterable of chunks. */
export type InputSource = AsyncIterable<Uint8Array | string>;

export type BoundedRead = { ok: true; text: string } | { ok: false; limit: number };

/** Bytes decoded at a time, so that even one huge chunk is checked against the limit as it goes. */
const SLICE = 64 * 1024;

function destroy(source: InputSource): void {
  const stream = source as { destroy?: unknown };
  if (typeof stream.destroy === 'function') (stream.destroy as () => void).call(source);
}

/**
 * Reads `source` as UTF-8 as readFileSync would, counting UTF-16 units as they are decoded; past
 * `limit` it destroys the stream and returns { ok: false }: memory stays about the limit.
 */
export async function readBounded(source: InputSource, limit: number): Promise<BoundedRead> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts: string[] = [];
  let chars = 0;
  const take = (piece: string): boolean => {
    chars += piece.length;
    if (chars > limit) return false;
    parts.push(piece);
    return true;
  };
  try {
    for await (const chunk of source) {
      if (typeof chunk === 'string') {
        if (!take(chunk)) return { ok: false, limit };
        continue;
      }
      for (let at = 0; at < chunk.length; at += SLICE) {
        if (!take(decoder.decode(chunk.subarray(at, at + SLICE), { stream: true }))) return { ok: false, limit };
      }
    }
    if (!take(decoder.decode())) return { ok: false, limit };
    return { ok: true, text: parts.join('') };
  } finally {
    // A Node stream is destroyed by leaving the loop; a plain iterable with destroy() is too.
    if (chars > limit) destroy(source);
  }
}
