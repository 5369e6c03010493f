import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatCoordinate,
  nearestLocality,
  normalizeName,
  parseCoordinate,
  searchLocalities,
} from '../../src/services/gazetteer.ts';
import { coverArea, DRAFT_THUMBNAIL_SIZE, VIDEO_THUMBNAIL_SIZE } from '../../src/services/media-canvas.ts';
import { formatTime, seekTarget, stepVolume } from '../../src/views/editor/tools/video/player.ts';
import { CHACAO, GAZETTEER, HERES, LIBERTADOR } from '../machines/editor-media.fixtures.ts';

describe('gazetteer search', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(normalizeName('  Ciudad   BOLÍVAR ')).toBe('ciudad bolivar');
    expect(searchLocalities(GAZETTEER, 'bolivar')).toEqual([HERES]);
    expect(searchLocalities(GAZETTEER, 'CHÁCAO')).toEqual([CHACAO]);
  });

  it('matches the state name too, every word of the query', () => {
    expect(searchLocalities(GAZETTEER, 'chacao miranda')).toEqual([CHACAO]);
    expect(searchLocalities(GAZETTEER, 'miranda')).toEqual([CHACAO]);
    expect(searchLocalities(GAZETTEER, 'chacao capital')).toEqual([]);
  });

  it('puts names starting with the query first, then words starting with it, then the rest', () => {
    const places = [
      { ...LIBERTADOR, countryLocationId: 'a', name: 'San Bolívar' },
      { ...LIBERTADOR, countryLocationId: 'b', name: 'Bolívar' },
      { ...LIBERTADOR, countryLocationId: 'c', name: 'Sucre', countryState: { ...LIBERTADOR.countryState, name: 'Bolívar' } },
    ];
    expect(searchLocalities(places, 'bol').map((place) => place.name)).toEqual(['Bolívar', 'San Bolívar', 'Sucre']);
  });

  it('answers nothing for an empty query and at most the limit', () => {
    expect(searchLocalities(GAZETTEER, '   ')).toEqual([]);
    expect(searchLocalities(GAZETTEER, 'a', 2)).toHaveLength(2);
  });
});

describe('nearest locality', () => {
  it('measures great-circle kilometres', () => {
    // Caracas (Libertador) to Chacao is about 6.8 km.
    expect(distanceKm(LIBERTADOR, CHACAO)).toBeGreaterThan(6);
    expect(distanceKm(LIBERTADOR, CHACAO)).toBeLessThan(8);
  });

  it('picks the closest reference locality, null for an empty gazetteer', () => {
    expect(nearestLocality(GAZETTEER, { latitude: 10.49, longitude: -66.86 })).toBe(CHACAO);
    expect(nearestLocality(GAZETTEER, { latitude: 8, longitude: -63 })).toBe(HERES);
    expect(nearestLocality([], { latitude: 8, longitude: -63 })).toBeNull();
  });

  it('reads typed coordinates with a dot or a comma, within their bounds', () => {
    expect(parseCoordinate(' 10,4806 ', 'latitude')).toBe(10.4806);
    expect(parseCoordinate('-66.9036', 'longitude')).toBe(-66.9036);
    expect(parseCoordinate('91', 'latitude')).toBeNull();
    expect(parseCoordinate('120', 'longitude')).toBe(120);
    expect(parseCoordinate('norte', 'latitude')).toBeNull();
    expect(parseCoordinate('', 'latitude')).toBeNull();
    expect(formatCoordinate(10.123456789)).toBe('10.123457');
  });
});

describe('canvas sizing', () => {
  it('covers the 596×446 thumbnail from a centred area of the picture', () => {
    expect(coverArea({ width: 1280, height: 1280 }, DRAFT_THUMBNAIL_SIZE)).toEqual({ x: 0, y: 161, width: 1280, height: 958 });
    expect(coverArea({ width: 2000, height: 1000 }, DRAFT_THUMBNAIL_SIZE)).toEqual({ x: 332, y: 0, width: 1336, height: 1000 });
    expect(coverArea({ width: 596, height: 446 }, DRAFT_THUMBNAIL_SIZE)).toEqual({ x: 0, y: 0, width: 596, height: 446 });
  });

  it('covers the 250×150 video thumbnail from a 16:9 frame and a portrait frame', () => {
    expect(coverArea({ width: 1920, height: 1080 }, VIDEO_THUMBNAIL_SIZE)).toEqual({ x: 60, y: 0, width: 1800, height: 1080 });
    expect(coverArea({ width: 720, height: 1280 }, VIDEO_THUMBNAIL_SIZE)).toEqual({ x: 0, y: 424, width: 720, height: 432 });
  });
});

describe('player steps', () => {
  it('seeks by 10 s and 5 s inside the video', () => {
    expect(seekTarget(30, 10, 60)).toBe(40);
    expect(seekTarget(57, 5, 60)).toBe(60);
    expect(seekTarget(3, -10, 60)).toBe(0);
    expect(seekTarget(3, 10, Number.POSITIVE_INFINITY)).toBe(13);
  });

  it('steps the volume by exact tenths between 0 and 1', () => {
    expect(stepVolume(0.2, 0.1)).toBe(0.3);
    expect(stepVolume(1, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
  });

  it('shows times as m:ss', () => {
    expect(formatTime(65.4)).toBe('1:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
