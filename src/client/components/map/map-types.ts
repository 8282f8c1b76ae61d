/** The map's props and shapes, shared by the light wrapper and the lazy Leaflet chunk. */
import type { ReactNode } from 'react';
import type { LatLng } from '#shared/domain/map-clusters.ts';

export type MapPoint = LatLng;

export interface MapPin extends MapPoint {
  id: string;
  /** Its accessible name and tooltip, e.g. the artist's name. */
  label: string;
  /** Where choosing it goes (an app path), if anywhere. */
  href?: string;
}

export interface MapCircle extends MapPoint {
  radiusKm: number;
}

/** A box on the map, in degrees (the search API's `bbox` order: west,south,east,north). */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface LazyMapProps {
  label: string;
  center: MapPoint;
  zoom?: number;
  bounds?: MapBounds | null;
  pins?: MapPin[];
  onPinSelect?: (id: string) => void;
  draggablePin?: MapPoint & { label: string };
  onPinMove?: (point: MapPoint) => void;
  circle?: MapCircle | null;
  onBoundsChange?: (bounds: MapBounds) => void;
  fallback?: ReactNode;
  className?: string;
}

/** What the lazy chunk receives: the props, and a way to say the tiles failed. */
export type MapViewProps = LazyMapProps & { onFail: () => void };
