import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { tilesAround, tileUrl } from '#shared/domain/maps.ts';
import { useAppConfig } from '#client/resources/app-config.ts';

const WIDTH = 640;
const HEIGHT = 180;
const ZOOM = 14;

/**
 * A small map of the area around a point, from the configured tiles (OpenStreetMap's by
 * default), with a pin at the point. With no network the tiles fail and the preview hides
 * itself: the address text and the map link beside it still say where (docs/product.md, Content).
 */
export function MapPreview({
  point,
  label,
}: {
  point: { lat: number; lng: number };
  label: string;
}) {
  const config = useAppConfig();
  const [failed, setFailed] = useState(false);
  if (!config.data || failed) return null;
  const tiles = tilesAround(point, ZOOM, WIDTH, HEIGHT);
  return (
    <figure className="overflow-hidden rounded-xl border border-line">
      <div role="img" aria-label={label} className="relative h-[180px] overflow-hidden bg-blush-50">
        {/* Centred on the point whatever the width: the tiles are laid out around the middle. */}
        <div
          className="absolute top-0 left-1/2"
          style={{ width: WIDTH, height: HEIGHT, marginLeft: -WIDTH / 2 }}
        >
          {tiles.map((tile) => (
            <img
              key={`${tile.x}/${tile.y}`}
              src={tileUrl(config.data.mapTileUrl, tile)}
              alt=""
              width={256}
              height={256}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
              className="absolute max-w-none select-none"
              style={{ left: tile.left, top: tile.top }}
            />
          ))}
          <MapPin
            aria-hidden
            className="absolute size-8 -translate-x-1/2 -translate-y-full fill-blush-700 text-white drop-shadow"
            style={{ left: WIDTH / 2, top: HEIGHT / 2 }}
          />
        </div>
      </div>
      <figcaption className="bg-white px-3 py-1 text-right text-xs text-muted">
        ©{' '}
        <a
          href="https://www.openstreetmap.org/copyright"
          className="underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          OpenStreetMap
        </a>{' '}
        contributors
      </figcaption>
    </figure>
  );
}
