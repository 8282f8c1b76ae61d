/**
 * The map itself, loaded by `LazyMap` (default export for lazy()): Leaflet and its stylesheet
 * arrive with this chunk and with no page's first load. Leaflet styles its elements through the
 * DOM, not inline `<style>` or `style=""` markup, so the Content-Security-Policy holds
 * (decision 0003). Read `lazy-map.tsx` for the props.
 */
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '#client/resources/app-config.ts';
import { useT } from '#client/lib/i18n.tsx';
import { boundsOf, clusterPins } from '#shared/domain/map-clusters.ts';
import type { MapBounds, MapPin, MapViewProps } from './map-types.ts';

const MAX_ZOOM = 18;
/** How far an arrow key moves the draggable pin, in screen pixels. */
const KEY_STEP_PX = 20;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
};

const toBounds = (b: L.LatLngBounds): MapBounds => ({
  west: b.getWest(),
  south: b.getSouth(),
  east: b.getEast(),
  north: b.getNorth(),
});
const boundsKey = (b: MapBounds) =>
  [b.west, b.south, b.east, b.north].map((n) => n.toFixed(5)).join(',');
const latLngBounds = (b: MapBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

/** A pin's look: the text (a group's count) is for the eye; the name is on the marker. */
function pinIcon(kind: 'pin' | 'group' | 'drag', text = '') {
  const face = document.createElement('span');
  face.setAttribute('aria-hidden', 'true');
  face.textContent = text;
  face.className =
    kind === 'group'
      ? 'flex size-10 items-center justify-center rounded-full border-2 border-white bg-blush-700 text-sm font-semibold text-white shadow-md'
      : kind === 'drag'
        ? 'block size-7 rounded-full border-4 border-white bg-ink shadow-md'
        : 'block size-6 rounded-full border-2 border-white bg-blush-600 shadow-md';
  const size = kind === 'group' ? 40 : kind === 'drag' ? 28 : 24;
  return L.divIcon({
    html: face,
    className: 'rounded-full outline-offset-2 focus-visible:outline-2 focus-visible:outline-ink',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Names a marker for screen readers once it is on the map. */
function nameMarker(marker: L.Marker, label: string, role: 'button' | 'link') {
  const element = marker.getElement();
  element?.setAttribute('aria-label', label);
  element?.setAttribute('role', role);
}

export default function MapView(props: MapViewProps) {
  const t = useT();
  const config = useAppConfig();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [zoom, setZoom] = useState(props.zoom ?? 12);
  // The latest props, for Leaflet's handlers (set up once).
  const latest = useRef(props);
  latest.current = props;
  /** The view last set or reported: a move that ends elsewhere, after her input, is hers. */
  const shown = useRef('');
  const touched = useRef(false);
  const tileUrl = config.data?.mapTileUrl;

  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const { center, zoom: firstZoom = 12 } = latest.current;
    const created = L.map(container.current, {
      center: [center.lat, center.lng],
      zoom: firstZoom,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(created);
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(created);
    let loaded = 0;
    let failed = 0;
    L.tileLayer(tileUrl, {
      maxZoom: MAX_ZOOM,
      attribution: `© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${t('map.contributors')}`,
    })
      .on('tileload', () => loaded++)
      .on('tileerror', () => failed++)
      // Every tile of the view settled and none came: no network, or tiles refused.
      .on('load', () => {
        if (loaded === 0 && failed > 0) latest.current.onFail();
      })
      .addTo(created);
    const element = created.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-roledescription', t('map.roleDescription'));
    element.setAttribute('aria-label', latest.current.label);
    const touch = () => (touched.current = true);
    for (const type of ['pointerdown', 'wheel', 'keydown']) element.addEventListener(type, touch);
    shown.current = boundsKey(toBounds(created.getBounds()));
    created.on('zoomend', () => setZoom(created.getZoom()));
    created.on('moveend', () => {
      const now = toBounds(created.getBounds());
      const key = boundsKey(now);
      if (key === shown.current || !touched.current) return;
      shown.current = key;
      touched.current = false;
      latest.current.onBoundsChange?.(now);
    });
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
    // The map is made once; later props reach it through the effects below.
  }, [tileUrl]);

  useEffect(() => map?.getContainer().setAttribute('aria-label', props.label), [map, props.label]);

  // The view from the props: changes when they change, and is not reported as her move.
  const { bounds, center, zoom: wantedZoom } = props;
  const viewKey = bounds ? boundsKey(bounds) : `${center.lat},${center.lng},${wantedZoom ?? ''}`;
  useEffect(() => {
    if (!map) return;
    if (bounds)
      map.fitBounds(latLngBounds(bounds), { padding: [24, 24], maxZoom: 15, animate: false });
    else map.setView([center.lat, center.lng], wantedZoom ?? map.getZoom(), { animate: false });
    shown.current = boundsKey(toBounds(map.getBounds()));
    touched.current = false;
  }, [map, viewKey]);

  usePins(map, zoom, props.pins, (pin) => {
    if (pin.href) void navigate(pin.href);
    else latest.current.onPinSelect?.(pin.id);
  });
  useDraggablePin(map, props, latest);
  useCircle(map, props.circle);

  return <div ref={container} className={`isolate ${props.className ?? 'h-80'}`} />;
}

function usePins(
  map: L.Map | null,
  zoom: number,
  pins: MapPin[] | undefined,
  choose: (pin: MapPin) => void,
) {
  const t = useT();
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    if (!map || !pins?.length) return;
    const layer = L.layerGroup().addTo(map);
    // At the closest zoom, pins no longer gather: each can be reached.
    const clusters = clusterPins(pins, zoom, zoom >= MAX_ZOOM ? 0 : undefined);
    for (const cluster of clusters) {
      const [only] = cluster.pins;
      if (cluster.pins.length === 1 && only) {
        const marker = L.marker([only.lat, only.lng], {
          icon: pinIcon('pin'),
          title: only.label,
          keyboard: true,
          riseOnHover: true,
        })
          .on('click', () => chooseRef.current(only))
          .addTo(layer);
        nameMarker(marker, only.label, only.href ? 'link' : 'button');
        continue;
      }
      const label = t('map.cluster', { count: cluster.pins.length });
      const marker = L.marker([cluster.lat, cluster.lng], {
        icon: pinIcon('group', String(cluster.pins.length)),
        title: label,
        keyboard: true,
      })
        .on('click', () => {
          const box = boundsOf(cluster.pins)!;
          if (box.west === box.east && box.south === box.north)
            map.setView([cluster.lat, cluster.lng], MAX_ZOOM);
          else map.fitBounds(latLngBounds(box), { padding: [48, 48] });
        })
        .addTo(layer);
      nameMarker(marker, label, 'button');
    }
    return () => {
      layer.remove();
    };
  }, [map, zoom, pins, t]);
}

function useDraggablePin(
  map: L.Map | null,
  props: MapViewProps,
  latest: React.RefObject<MapViewProps>,
) {
  const t = useT();
  const pin = props.draggablePin;
  const marker = useRef<L.Marker | null>(null);
  const present = Boolean(pin);
  useEffect(() => {
    const first = latest.current.draggablePin;
    if (!map || !first) return;
    const moved = (point: L.LatLng) =>
      latest.current.onPinMove?.({ lat: point.lat, lng: point.lng });
    const created = L.marker([first.lat, first.lng], {
      icon: pinIcon('drag'),
      draggable: true,
      keyboard: true,
      autoPan: true,
    })
      .on('dragend', () => moved(created.getLatLng()))
      .addTo(map);
    created.getElement()?.addEventListener('keydown', (event) => {
      const step = ARROWS[event.key];
      if (!step) return;
      // Moves the pin, not the map under it.
      event.preventDefault();
      event.stopPropagation();
      const point = map.latLngToContainerPoint(created.getLatLng()).add(step);
      const next = map.containerPointToLatLng(point);
      created.setLatLng(next);
      moved(next);
    });
    marker.current = created;
    return () => {
      created.remove();
      marker.current = null;
    };
  }, [map, present, latest]);
  const lat = pin?.lat;
  const lng = pin?.lng;
  const label = pin ? t('map.dragPin', { label: pin.label }) : '';
  useEffect(() => {
    if (!marker.current || lat === undefined || lng === undefined) return;
    const now = marker.current.getLatLng();
    if (now.lat !== lat || now.lng !== lng) marker.current.setLatLng([lat, lng]);
    nameMarker(marker.current, label, 'button');
  }, [map, present, lat, lng, label]);
}

function useCircle(map: L.Map | null, circle: MapViewProps['circle']) {
  const lat = circle?.lat;
  const lng = circle?.lng;
  const radiusKm = circle?.radiusKm;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined || radiusKm === undefined) return;
    const drawn = L.circle([lat, lng], {
      radius: radiusKm * 1000,
      interactive: false,
      className: 'fill-blush-500 stroke-blush-700',
      fillOpacity: 0.15,
      weight: 2,
    }).addTo(map);
    return () => {
      drawn.remove();
    };
  }, [map, lat, lng, radiusKm]);
}
