import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import 'mapbox-gl/dist/mapbox-gl.css';
import { locationTexts as t } from '../../../../i18n/editor-media.ts';
import { useLatest } from '../../../ui/useLatest.ts';

/** Spec 03 §4/§9: the default centre and zooms of the map tool. */
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
  onPick: (latitude: number, longitude: number) => void;
}

/**
 * The Mapbox map of the 'Dirección' tool, in Spanish (its own lazy chunk, loaded only when a token
 * is configured): a marker on the chosen point; a click picks a new one. Integrating a DOM library
 * is what these effects do; the workflow stays in mapToolMachine.
 */
export default function MapboxMap({ token, point, onPick }: MapboxMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const controls = useRef<{ setPoint: (latitude: number, longitude: number) => void } | null>(null);
  const pick = useLatest(onPick);
  const start = useRef(point);

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
      });
      map.addControl(new NavigationControl({ showCompass: false }));
      const marker = new Marker({ color: '#0b5c6b' });
      const setPoint = (latitude: number, longitude: number) => marker.setLngLat([longitude, latitude]).addTo(map);
      if (initial !== null) setPoint(initial.latitude, initial.longitude);
      map.on('click', (event) => pick.current(event.lngLat.lat, event.lngLat.lng));
      controls.current = { setPoint };
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      controls.current = null;
      remove();
    };
  }, [token, pick]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined) controls.current?.setPoint(latitude, longitude);
  }, [latitude, longitude]);

  return <Frame ref={container} role="region" aria-label={t.map} />;
}
