import net from 'node:net';

/** A port on 127.0.0.1 that nothing listens on now, for the benchmarks' own servers. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
