/**
 * Requests caught mid-flight by a shutdown (issue 26), written on raw sockets so each one is on its way, bytes sent,
 * before the signal: reads of a large list, and small posts whose bodies are only partly sent until `finishBodies()`.
 * Shared by the shutdown test (none may be dropped) and the bench (how long the exit takes with them).
 */
import net from 'node:net';

export interface InFlightRequests {
  /** Resolves once every connection is made and its first bytes are written. */
  sent: Promise<void>;
  /** Sends the rest of the bodies still arriving. */
  finishBodies(): void;
  /** Each request's status code ('200', '400', …), or 'reset' for a connection cut without an answer. */
  statuses: Promise<string[]>;
}

interface Exchange {
  sent: Promise<void>;
  answer: Promise<string>;
}

function exchange(port: number, head: string, rest: { body: string; after: Promise<unknown> } | null): Exchange {
  const socket = net.connect(port, '127.0.0.1');
  const sent = new Promise<void>((resolve) => socket.once('connect', () => socket.write(head, () => resolve())));
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => resolve(received || 'reset'));
    socket.on('close', () => resolve(received || 'reset'));
  });
  if (rest) void rest.after.then(() => socket.write(rest.body));
  return { sent, answer };
}

export function inFlightRequests(port: number, { reads, posts }: { reads: number; posts: number }): InFlightRequests {
  let finishBodies = () => {};
  const bodiesMayGo = new Promise<void>((resolve) => (finishBodies = resolve));
  // An address the captcha route refuses with 400: the request is whole and answered, and stores nothing.
  const body = JSON.stringify({ email: 'not an address' });
  const exchanges: Exchange[] = [];
  for (let i = 0; i < reads; i++) {
    exchanges.push(exchange(port, `GET /api/data/floorplans?size=2000&i=${i} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, null));
  }
  for (let i = 0; i < posts; i++) {
    const head = `POST /api/captcha/local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    exchanges.push(exchange(port, head + body.slice(0, 5), { body: body.slice(5), after: bodiesMayGo }));
  }
  return {
    sent: Promise.all(exchanges.map((each) => each.sent)).then(() => undefined),
    finishBodies,
    statuses: Promise.all(exchanges.map((each) => each.answer.then((answer) => answer.split(' ', 2)[1] ?? answer))),
  };
}
