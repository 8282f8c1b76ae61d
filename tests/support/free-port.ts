import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on at this moment, for a server a test or bench starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
