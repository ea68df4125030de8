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
 * connection is half-closed (a FIN after the answer: nothing else will come) and closes cleanly when it ends; one
 * that has all come by then keeps its connection. It is cut off (reset) only past the budget, asked for when an
 * answer comes early: more bytes than the route takes, or later than `ms` after the answer. A slow sender is cut
 * off by the time, a fast one by the bytes.
 */
export function lingerAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse, budget: () => LingerBudget): void {
  // 'prefinish': the answer is complete but not yet flushed; Node's own 'finish' handler would discard the rest of
  // the body unseen (and unbounded) unless it is being read by then.
  res.once('prefinish', () => {
    if (req.complete) return;
    const { bytes, ms } = budget();
    const socket = req.socket;
    // Node's "close after this answer" flag (an answer with `Connection: close`, a stopping server's): it would
    // destroy the socket as soon as the answer is out, a reset while the body still comes. Closed below instead.
    const last = res as ServerResponse & { _last: boolean };
    const closeAfter = last._last;
    last._last = false;
    let discarded = 0;
    let answered = false;
    let overBudget = false;
    let halfClosed = false;
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
      if (halfClosed) socket.destroySoon();
    });
    req.once('error', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    const close = () => {
      if (socket.destroyed) return;
      if (!req.complete) {
        halfClosed = true;
        socket.end();
      } else if (closeAfter) socket.destroySoon();
      // Else the body had all come (a small one, in the same packet as the headers): the connection serves the next
      // request, as Node would keep it.
    };
    res.once('finish', () => {
      answered = true;
      if (overBudget) cutOff();
      // Once the parser is through what has already arrived (the answer may have gone out in the middle of it).
      else setImmediate(close);
    });
    req.resume();
  });
}
