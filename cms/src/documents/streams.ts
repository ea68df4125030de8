import { Readable } from 'stream';
import type { ReadableStream as NodeReadableStream } from 'stream/web';

/**
 * A fetch answer's body as a Node stream (a Koa body). The global `ReadableStream` fetch types (the DOM's) and
 * Node's `stream/web` one are the same object at run time but two declarations, so this is the one place they meet.
 */
export const nodeStreamOf = (body: ReadableStream<Uint8Array>): Readable =>
  Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
