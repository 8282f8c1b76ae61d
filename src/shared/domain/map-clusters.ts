/**
 * Nearby pins on a map gather into one (decision 0038). Walking the pins in the order given,
 * each joins the first group whose first pin is within `radiusPx` screen pixels of it at the
 * map's zoom (Web Mercator, 256 px tiles), or starts a new group. A group of one is a pin; a
 * larger one sits at its pins' average place and says how many it holds. The walk is the same
 * for the same pins and zoom, so the map does not shuffle as the page re-renders.
 */
import { worldPixel } from './maps.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PinCluster<P extends LatLng> {
  lat: number;
  lng: number;
  pins: P[];
}

/** A pin's reach: 44 px, a finger's width, so two pins closer than that are one to tap. */
export const CLUSTER_RADIUS_PX = 44;

export function clusterPins<P extends LatLng>(
  pins: readonly P[],
  zoom: number,
  radiusPx = CLUSTER_RADIUS_PX,
): PinCluster<P>[] {
  const groups: { x: number; y: number; pins: P[] }[] = [];
  for (const pin of pins) {
    const { x, y } = worldPixel(pin, zoom);
    const near = groups.find((g) => Math.hypot(g.x - x, g.y - y) < radiusPx);
    if (near) near.pins.push(pin);
    else groups.push({ x, y, pins: [pin] });
  }
  return groups.map(({ pins: members }) => ({
    lat: members.reduce((sum, p) => sum + p.lat, 0) / members.length,
    lng: members.reduce((sum, p) => sum + p.lng, 0) / members.length,
    pins: members,
  }));
}

/** The box around some points (for a map to show them all). */
export function boundsOf(points: readonly LatLng[]) {
  if (points.length === 0) return null;
  return {
    west: Math.min(...points.map((p) => p.lng)),
    south: Math.min(...points.map((p) => p.lat)),
    east: Math.max(...points.map((p) => p.lng)),
    north: Math.max(...points.map((p) => p.lat)),
  };
}
