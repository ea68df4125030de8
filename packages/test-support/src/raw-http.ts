import net from 'node:net';

/** Requests written byte by byte over a raw socket, as an attacker's client (or a slow one) would send them. */

export const MB = 1024 * 1024;
const BOUNDARY = 'bank-raw-boundary';

export interface RawAnswer {
  status: number | null;
  headers: string;
  body: string;
  /** Body bytes written before the first byte of the answer came (or when the sender gave up). */
  sentBeforeAnswer: number;
  /** Body bytes written in all, until the connection closed or the sender gave up. */
  sent: number;
  /** The write error that ended the sending (EPIPE, ECONNRESET), if any. */
  writeError: string | null;
  /** Whether the server ended the connection (before the sender gave up). */
  closed: boolean;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** The declared Content-Length; without it the body is sent chunked. */
  declaredLength?: number;
  /** A multipart file part opens the body (Content-Type: multipart/form-data), else JSON text. */
  multipart?: boolean;
  /** Milliseconds between 32 KB chunks; 0 writes as fast as the socket takes them. */
  intervalMs?: number;
  /** Keep sending after the answer has come, as a client that does not read it would (until cut off). */
  keepSending?: boolean;
  /** The sender stops after this many body bytes (and waits a moment for an answer); never past `declaredLength`. */
  giveUpAfter?: number;
  /** Called after each chunk written, with the bytes written so far. */
  onProgress?: (sent: number) => void;
}

const CHUNK = 32 * 1024;

/** Sends a request whose body keeps coming until the server answers and closes, or `giveUpAfter` bytes are sent. */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const { method = 'POST', path, headers = {}, declaredLength, multipart = false, intervalMs = 50 } = request;
  const giveUpAfter = request.giveUpAfter ?? 2 * MB;
  const chunked = declaredLength === undefined;
  return new Promise((resolve) => {
    // Half-open allowed: the server's FIN after its answer does not end the sending (nginx, in front, goes on
    // writing a body until it has read the answer); the sender ends its side once its body is sent.
    const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    let sent = 0;
    let sentAtAnswer: number | null = null;
    let received = Buffer.alloc(0);
    let writeError: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    let closed = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      resolve({
        status: status ? Number(status[1]) : null,
        headers: head,
        body: rest.join('\r\n\r\n'),
        sentBeforeAnswer: sentAtAnswer ?? sent,
        sent,
        writeError,
        closed,
      });
    };
    socket.on('data', (data) => {
      sentAtAnswer ??= sent;
      received = Buffer.concat([received, data]);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      writeError ??= error.code ?? error.message;
      finish();
    });
    socket.on('end', () => (closed = true));
    socket.on('close', () => {
      closed ||= !done;
      finish();
    });

    const type = multipart ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/json';
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Type: ${type}`,
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${declaredLength}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    const opening = multipart
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`
      : '{"padding":"';
    const frame = (data: Buffer | string) =>
      chunked
        ? Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')])
        : data;
    socket.write(frame(opening));
    sent += Buffer.byteLength(opening);

    const filler = frame(Buffer.alloc(CHUNK, 0x61));
    // A declared body is sent to its last byte at most: more would be read as the next request.
    const limit = Math.min(giveUpAfter, declaredLength ?? Infinity);
    const next = () => {
      if (done || socket.destroyed) return;
      if (sent >= limit || (intervalMs > 0 && sentAtAnswer !== null && !request.keepSending)) {
        // Stop sending; the answer (or the close) may still be on its way.
        socket.end();
        timer = setTimeout(finish, 1000);
        return;
      }
      const size = Math.min(CHUNK, limit - sent);
      const more = socket.write(size === CHUNK ? filler : frame(Buffer.alloc(size, 0x61)));
      sent += size;
      request.onProgress?.(sent);
      if (intervalMs > 0) timer = setTimeout(next, intervalMs);
      else if (more) setImmediate(next);
      else socket.once('drain', next);
    };
    next();
  });
}
