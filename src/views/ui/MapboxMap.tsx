import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import 'mapbox-gl/dist/mapbox-gl.css';
import { useLatest } from './useLatest.ts';

/** Spec 03 §4/§9: the default centre and zooms of the maps. */
const DEFAULT_CENTRE: [number, number] = [-66.97, 10.47];
const ZOOM_COUNTRY = 5;
const ZOOM_STREET = 14;

const Frame = styled.div`
  width: 100%;
  height: clamp(240px, 45vh, 420px);
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface MapboxMapProps {
  token: string;
  point: { readonly latitude: number; readonly longitude: number } | null;
  /** The region's accessible name. */
  label: string;
  /** A click picks a new point (the 'Dirección' tool); without it the map only shows the point. */
  onPick?: (latitude: number, longitude: number) => void;
  /** Spec 03 §2: the listing's map does not zoom on the wheel, so the page scrolls past it. */
  scrollZoom?: boolean;
}

/**
 * A Mapbox map in Spanish with a marker on the point: the editor's 'Dirección' tool and the
 * listing's location. Its own lazy chunk, rendered only when a token is configured, and mapbox-gl
 * (~370 KB gzip) is imported from here only (ARCHITECTURE.md 'Maps'). Integrating a DOM library
 * is what these effects do; workflows stay in their machines.
 */
export default function MapboxMap({ token, point, label, onPick, scrollZoom = true }: MapboxMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const controls = useRef<{ setPoint: (latitude: number, longitude: number) => void } | null>(null);
  const pick = useLatest(onPick);
  const start = useRef(point);
  const picks = onPick !== undefined;

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    void import('mapbox-gl/esm').then(({ Map, Marker, NavigationControl }) => {
      const element = container.current;
      if (cancelled || element === null) return;
      const initial = start.current;
      const map = new Map({
        container: element,
        accessToken: token,
        style: 'mapbox://styles/mapbox/streets-v12',
        center: initial === null ? DEFAULT_CENTRE : [initial.longitude, initial.latitude],
        zoom: initial === null ? ZOOM_COUNTRY : ZOOM_STREET,
        language: 'es',
        scrollZoom,
      });
      map.addControl(new NavigationControl({ showCompass: false }));
      const marker = new Marker({ color: '#0b5c6b' });
      const setPoint = (latitude: number, longitude: number) => marker.setLngLat([longitude, latitude]).addTo(map);
      if (initial !== null) setPoint(initial.latitude, initial.longitude);
      if (picks) map.on('click', (event) => pick.current?.(event.lngLat.lat, event.lngLat.lng));
      controls.current = { setPoint };
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      controls.current = null;
      remove();
    };
  }, [token, pick, picks, scrollZoom]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined) controls.current?.setPoint(latitude, longitude);
  }, [latitude, longitude]);

  return <Frame ref={container} role="region" aria-label={label} />;
}
