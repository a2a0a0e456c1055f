import net from 'node:net';

/**
 * The one address that always reaches the current primary, as HAProxy with Patroni's health
 * checks or a virtual IP (vip-manager) gives a production cluster (docs/operations.md,
 * "Failover"): a TCP forwarder on loopback. Moving it to another server cuts every open
 * connection, as a moved IP or a failed-over proxy does; new connections reach the new server.
 */
export interface FloatingAddress {
  port: number;
  moveTo(targetPort: number): void;
  stop(): Promise<void>;
}

export const startFloatingAddress = async (targetPort: number): Promise<FloatingAddress> => {
  let target = targetPort;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).on('close', () => upstream.destroy());
    upstream.pipe(client).on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    moveTo: (port) => {
      target = port;
      for (const socket of open) socket.destroy();
    },
    stop: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
