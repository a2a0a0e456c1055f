import net from 'node:net';

export interface HoldingSmtpProxy {
  /** For SMTP_URL: `smtp://127.0.0.1:<port>`. */
  url: string;
  /** The Message-ID header of the held message once its end of DATA has passed, else null. */
  heldMessageId(): string | null;
  stop(): Promise<void>;
}

const END_OF_DATA = '\r\n.\r\n';

/**
 * A TCP proxy in front of the test SMTP server that passes everything except the server's answer
 * to the `hold`-th message (counted from 1): the server has received and recorded that mail, but
 * its sender never hears so — the window between a provider's acceptance and the ledger write
 * that a crash test needs. Until stopped the sender waits (its socket timeout is 60 s).
 */
export const startHoldingSmtpProxy = async (upstreamUrl: string, hold: number): Promise<HoldingSmtpProxy> => {
  const upstreamAt = new URL(upstreamUrl);
  const sockets = new Set<net.Socket>();
  let messages = 0;
  let held: string | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(upstreamAt.port), upstreamAt.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // a sender killed mid-session resets its connection: not the test's failure
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    let sent = '';
    let holding = false;
    client.on('data', (chunk: Buffer) => {
      const seenBefore = sent.length;
      sent += chunk.toString('latin1');
      // ends of DATA completed by this chunk (the marker may straddle two chunks)
      for (
        let at = sent.indexOf(END_OF_DATA, Math.max(0, seenBefore - END_OF_DATA.length + 1));
        at >= 0;
        at = sent.indexOf(END_OF_DATA, at + 1)
      ) {
        messages += 1;
        if (messages === hold) {
          holding = true;
          held = /^message-id:\s*(<[^>\r\n]+>)/im.exec(sent)?.[1] ?? '';
        }
      }
      upstream.write(chunk);
    });
    // everything the server says after the held message's end is its answer to it (or later)
    upstream.on('data', (chunk: Buffer) => holding || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    heldMessageId: () => held,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
