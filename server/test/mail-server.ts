import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface TestMailServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  /** Resolves once a client has connected, whether or not the server answered it. */
  connected(): Promise<void>;
  /** Mail received whole (after the end of DATA). */
  received: ReceivedMail[];
  /** From now on the server speaks SMTP, first to the connections it kept waiting, then to every new one. */
  answer(): void;
  close(): Promise<void>;
}

/**
 * A mail server on loopback that accepts connections and says nothing (not even its greeting), the way a hung SMTP
 * server does, until `answer()`: then a real SMTP server (smtp-server) takes the waiting sockets over and greets them.
 */
export async function silentMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    // Plain loopback SMTP with no sign-in: STARTTLS would need a certificate the client trusts.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  let answering = false;
  const waiting: net.Socket[] = [];
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  let onConnect: (() => void) | undefined;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnect?.();
    if (answering) smtp.connect(socket);
    else waiting.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => accepted,
    connected: () =>
      accepted > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onConnect = resolve;
          }),
    answer() {
      answering = true;
      for (const socket of waiting.splice(0)) smtp.connect(socket);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
