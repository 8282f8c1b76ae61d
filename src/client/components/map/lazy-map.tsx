/**
 * An interactive map (Leaflet, OpenStreetMap tiles from the app config's `mapTileUrl`), loaded
 * only when it is shown: this module holds no Leaflet code or CSS; the first render after mount
 * fetches `map-view.tsx` and Leaflet's stylesheet as one lazy chunk (decision 0038). On the
 * server and before the chunk arrives, an empty box of the same size holds the place.
 *
 * API (kept stable: other features build on it):
 *
 * ```tsx
 * <LazyMap
 *   label="Artists on the map"            // the map's accessible name (required)
 *   center={{ lat, lng }} zoom={12}        // the first view; a later change re-centres
 *   bounds={{ west, south, east, north }}  // or: show this box (wins over center/zoom)
 *   pins={[{ id, lat, lng, label, href? }]} // nearby pins cluster; a pin with href is a link
 *   onPinSelect={(id) => …}                // a pin without href was chosen (click or Enter)
 *   draggablePin={{ lat, lng, label }}     // one pin she can drag (or move with arrow keys)
 *   onPinMove={(point) => …}               // …called where she let it go
 *   circle={{ lat, lng, radiusKm }}        // an area, e.g. where an artist travels
 *   onBoundsChange={(bbox) => …}           // after SHE moved or zoomed the map (not the props)
 *   fallback={<p>…</p>}                    // shown when Leaflet or the tiles cannot load
 *   className="h-80"                       // the box's size (give it a height)
 * />
 * ```
 *
 * Keyboard: the map takes focus (arrows pan, + and − zoom), then each pin and group of pins
 * (Enter opens a pin or zooms into a group), the draggable pin moves with the arrow keys.
 * Without `fallback` a short "the map could not load" note is shown instead.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useT } from '#client/lib/i18n.tsx';
import type { LazyMapProps } from './map-types.ts';

export type {
  LazyMapProps,
  MapBounds,
  MapCircle,
  MapPin,
  MapPoint,
  MapViewProps,
} from './map-types.ts';

const MapView = lazy(() => import('./map-view.tsx'));

/** Catches a chunk that cannot load (no network) and shows the fallback instead. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LazyMap(props: LazyMapProps) {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setMounted(true), []);
  const box = `relative overflow-hidden rounded-xl border border-line bg-blush-50 ${props.className ?? 'h-80'}`;
  const fallback = (
    <div className={`${box} flex items-center justify-center p-4`} data-map-fallback>
      {props.fallback ?? <p className="text-sm text-muted">{t('map.unavailable')}</p>}
    </div>
  );
  if (failed) return fallback;
  const placeholder = <div className={box} aria-hidden />;
  if (!mounted) return placeholder;
  return (
    <LoadBoundary fallback={fallback}>
      <Suspense fallback={placeholder}>
        <MapView {...props} className={box} onFail={() => setFailed(true)} />
      </Suspense>
    </LoadBoundary>
  );
}
