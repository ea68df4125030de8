import type { IncomingMessage, ServerResponse } from 'http';

/** How much of a body still arriving after its answer is read and thrown away, and for how long at most. */
export const LINGER_BYTES = 64 * 1024;
export const LINGER_MS = 2000;

/**
 * A lingering close for an answer given before its request's body has all arrived (a refusal after the headers, a
 * 413, a 415). Closing at once resets the connection while the client is still sending, and a client that is writing
 * (Node's fetch among them) then fails with EPIPE instead of reading the answer. Left alone, Node instead reads the
 * whole rest of the body, whatever its size, to keep the connection. So once the answer is written, the rest is read
 * and discarded up to LINGER_BYTES or LINGER_MS: a body that ends within that keeps its connection; a longer one is
 * cut off there, and a large upload costs the server little more than its headers.
 *
 * `Connection: close` is not sent: Node's server would destroy the socket as soon as the answer is written.
 */
export function lingerAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
  // 'prefinish': the answer is complete but not yet flushed; Node's own 'finish' handler would discard the rest of
  // the body unseen (and unbounded) unless it is being read by then.
  res.once('prefinish', () => {
    if (req.complete) return;
    let discarded = 0;
    let answered = false;
    let overBudget = false;
    const cutOff = () => {
      clearTimeout(timer);
      req.socket.destroy();
    };
    const timer = setTimeout(cutOff, LINGER_MS);
    const stop = () => clearTimeout(timer);
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded <= LINGER_BYTES) return;
      overBudget = true;
      req.pause();
      if (answered) cutOff();
    });
    req.once('end', stop);
    req.once('error', stop);
    req.once('close', stop);
    res.once('finish', () => {
      answered = true;
      if (overBudget) cutOff();
    });
    req.resume();
  });
}
