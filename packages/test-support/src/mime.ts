/** A decoder of the messages an SMTP fake receives (what nodemailer writes), for tests to read them. */

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Splits a raw MIME entity into unfolded, lower-cased headers and its transfer-decoded body. */
function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  let body = split < 0 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** The leaf parts of a message (multipart/alternative or mixed, nested as deep as it goes). */
function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!/^multipart\//i.test(part.headers['content-type'] ?? '') || !boundary) return [part];
  const raw = part.body.replace(/\n/g, '\r\n');
  const pieces = raw.split(`--${boundary}`).slice(1);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leafParts(parsePart(piece.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export interface ParsedMail {
  /** The message's headers, unfolded, by lower-cased name. */
  headers: Record<string, string>;
  /** The text/plain part, decoded and trimmed. */
  text: string;
  /** The text/html part, decoded and trimmed (undefined when there is none). */
  html: string | undefined;
}

/** A raw RFC 5322 message (CRLF line ends) as its headers and decoded text and HTML parts. */
export function parseMail(raw: string): ParsedMail {
  const message = parsePart(raw);
  const parts = leafParts(message);
  const of = (type: string) =>
    parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  return { headers: message.headers, text: (of('text/plain')?.body ?? '').trim(), html: of('text/html')?.body.trim() };
}
