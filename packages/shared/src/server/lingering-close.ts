// The lingering close of an early answer, shared by the site's server (web/server/index.ts) and the CMS (its
// global::lingering-close middleware).
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How long the rest of a body is waited for after an early answer: time enough for a peer on the bank's network
 * (nginx, the site) to send the largest body a route takes, short enough that a slow or endless sender is cut off.
 */
export const LINGER_MS = 10_000;

/** What the rest of a body may cost after its early answer. */
export interface LingerBudget {
  /** The most of it read and thrown away: the largest body the route takes, so any body it could take is answered. */
  bytes: number;
  /** The longest it is waited for, counted from the answer. */
  ms: number;
}

/**
 * A lingering close, as nginx does its own, for an answer given before its request's body has all arrived (a
 * refusal after the headers, a 413, a 415). Closing at once resets the connection while the peer is still sending,
 * and a peer that is writing then fails instead of reading the answer: nginx answers 502, Node's fetch fails with
 * EPIPE. Left alone, Node would instead read the whole rest of the body, whatever its size, to keep the connection.
 *
 * So the rest of the body is read and thrown away, unparsed. If it is still coming once the answer is out, the
 * connection is half-closed (a FIN after the answer: nothing else will come) and closes cleanly when it ends. It is
 * cut off (reset) only past the budget, asked for when an
 * answer comes early: more bytes than the route takes, or later than `ms` after the answer. A slow sender is cut
 * off by the time, a fast one by the bytes.
 */
export function lingerAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse, budget: () => LingerBudget): void {
  // An answer whose headers go out before its body has been read says `Connection: close`, as the close that follows
  // it. Said keep-alive, a client that ends its body just after reading the answer sends its next request on the
  // connection, and reads "other side closed" (Node's fetch) instead of an answer.
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && announcesBody(req)) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  // 'prefinish': the answer is complete but not yet flushed; Node's own 'finish' handler would discard the rest of
  // the body unseen (and unbounded) unless it is being read by then.
  res.once('prefinish', () => {
    if (req.complete) return;
    const { bytes, ms } = budget();
    const socket = req.socket;
    let discarded = 0;
    let answered = false;
    let overBudget = false;
    let halfClosed = false;
    const halfClose = () => {
      halfClosed = true;
      socket.end();
    };
    // Node closes after an answer that said `Connection: close` (a stopping server's too) with destroySoon, and
    // answers nothing after it: that close would be a reset while the body still comes. A FIN instead, and the close
    // once the body has been read.
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => (req.complete ? destroySoon() : halfClose());
    const cutOff = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(cutOff, ms);
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded <= bytes) return;
      overBudget = true;
      req.pause();
      // Not before the answer is flushed: the reset would drop it.
      if (answered) cutOff();
    });
    req.once('end', () => {
      clearTimeout(timer);
      // All of it read: the close is clean (nothing unread, so no reset).
      if (halfClosed) destroySoon();
    });
    req.once('error', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    res.once('finish', () => {
      answered = true;
      if (overBudget) cutOff();
      // An answer that said keep-alive (its own header said so) while the body still comes: the same FIN, once the
      // parser is through what has already arrived (the answer may have gone out in the middle of it).
      else
        setImmediate(() => {
          if (!socket.destroyed && !halfClosed && !req.complete) halfClose();
        });
    });
    req.resume();
  });
}

/** Whether a request announced a body (a length above 0, or chunks): one without is read whole with its headers. */
function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
