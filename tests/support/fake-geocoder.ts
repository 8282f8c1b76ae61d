import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local geocoder answering in Photon's (`/api`) and Nominatim's (`/search`) formats, from
 * answers kept in `fake-geocoder/` (each service's documented shape, for "100 Queen St"), with
 * faults to inject: `down` (a 503), `hang` (never answers), `garbage` (not JSON).
 */
export type FakeGeocoderFault = 'down' | 'hang' | 'garbage' | null;

export interface FakeGeocoder {
  url: string;
  /** Every query string received, in order. */
  readonly queries: URLSearchParams[];
  fault: FakeGeocoderFault;
  close(): Promise<void>;
}

const answer = (name: string) =>
  readFileSync(new URL(`./fake-geocoder/${name}.json`, import.meta.url), 'utf8');

/** Listens on `port` (any free one by default). */
export async function startFakeGeocoder(port = 0): Promise<FakeGeocoder> {
  const hanging: ServerResponse[] = [];
  const fake: FakeGeocoder = {
    url: '',
    queries: [],
    fault: null,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.queries.push(url.searchParams);
    if (fake.fault === 'hang') return void hanging.push(response);
    if (fake.fault === 'down') return void response.writeHead(503).end('overloaded');
    response.setHeader('content-type', 'application/json');
    if (fake.fault === 'garbage') return void response.end('<html>');
    const matches = /queen/i.test(url.searchParams.get('q') ?? '');
    const format = url.pathname === '/search' ? 'nominatim' : 'photon';
    if (!matches) {
      return void response.end(
        format === 'photon' ? '{"type":"FeatureCollection","features":[]}' : '[]',
      );
    }
    response.end(answer(`${format}-queen-st`));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
