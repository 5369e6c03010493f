/**
 * The demo listings' photos: simple flat pictures of a façade or a room, different per listing
 * (its palette) and per shot, so the galleries and cards look like a real agent's and not like
 * one image repeated. 480 × 320 keeps every file a few kilobytes.
 */
import { createCanvas, encodePng, type Rgb } from './png.ts';

export type PhotoKind = 'fachada' | 'sala' | 'cocina' | 'habitacion' | 'bano';

const WIDTH = 480;
const HEIGHT = 320;

/** Wall colours of Venezuelan houses and buildings: one per listing. */
const PALETTES: readonly { wall: Rgb; accent: Rgb; floor: Rgb }[] = [
  { wall: [236, 222, 196], accent: [176, 84, 60], floor: [166, 124, 82] },
  { wall: [214, 232, 236], accent: [40, 96, 140], floor: [190, 180, 168] },
  { wall: [246, 236, 170], accent: [70, 130, 80], floor: [150, 110, 76] },
  { wall: [240, 214, 220], accent: [150, 60, 90], floor: [200, 196, 190] },
  { wall: [226, 230, 214], accent: [96, 96, 96], floor: [120, 92, 64] },
];

const shade = ([r, g, b]: Rgb, by: number): Rgb => [r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c * by)))) as unknown as Rgb;

export function listingPhoto(listing: number, kind: PhotoKind): Buffer {
  const palette = PALETTES[listing % PALETTES.length] as (typeof PALETTES)[number];
  const canvas = createCanvas(WIDTH, HEIGHT);
  if (kind === 'fachada') {
    canvas.gradient(0, 0, WIDTH, 220, [110, 170, 230], [200, 226, 246]);
    canvas.disc(400, 60, 26, [252, 214, 90]);
    canvas.fill(0, 220, WIDTH, 100, [92, 150, 72]);
    canvas.fill(110, 120, 260, 140, palette.wall);
    canvas.roof(240, 60, 90, 390, 120, palette.accent);
    canvas.fill(210, 180, 60, 80, shade(palette.accent, 0.7));
    for (const x of [135, 300]) {
      canvas.fill(x, 150, 50, 40, [170, 210, 235]);
      canvas.fill(x + 24, 150, 2, 40, palette.wall);
    }
    canvas.fill(0, 258, WIDTH, 8, [180, 176, 168]);
    return encodePng(canvas);
  }
  canvas.fill(0, 0, WIDTH, 220, palette.wall);
  canvas.fill(0, 220, WIDTH, 100, palette.floor);
  canvas.fill(300, 50, 120, 100, [176, 214, 240]);
  canvas.fill(358, 50, 4, 100, shade(palette.wall, 0.8));
  if (kind === 'sala') {
    canvas.fill(40, 170, 200, 60, palette.accent);
    canvas.fill(40, 140, 200, 34, shade(palette.accent, 0.8));
    canvas.fill(270, 240, 120, 14, [120, 84, 52]);
  } else if (kind === 'cocina') {
    canvas.fill(20, 150, 260, 80, [240, 240, 236]);
    canvas.fill(20, 144, 260, 8, [70, 70, 74]);
    canvas.fill(30, 40, 240, 60, shade(palette.accent, 1.1));
    canvas.disc(90, 146, 10, [40, 40, 40]);
  } else if (kind === 'habitacion') {
    canvas.fill(60, 170, 220, 70, [250, 250, 250]);
    canvas.fill(60, 120, 24, 120, shade(palette.accent, 0.8));
    canvas.fill(90, 160, 60, 18, palette.accent);
  } else {
    canvas.fill(0, 0, WIDTH, 220, [226, 236, 240]);
    for (let x = 0; x < WIDTH; x += 40) canvas.fill(x, 0, 2, 220, [200, 214, 220]);
    canvas.fill(50, 150, 140, 60, [250, 250, 250]);
    canvas.fill(250, 120, 70, 90, [250, 250, 250]);
    canvas.disc(285, 100, 18, [210, 230, 240]);
  }
  return encodePng(canvas);
}

/** A floor plan's sketch (a task's attachment): walls of four rooms on paper white. */
export function floorPlan(): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const wall: Rgb = [50, 60, 80];
  canvas.fill(0, 0, WIDTH, HEIGHT, [250, 250, 246]);
  const box = (x: number, y: number, w: number, h: number) => {
    canvas.fill(x, y, w, 4, wall);
    canvas.fill(x, y + h - 4, w, 4, wall);
    canvas.fill(x, y, 4, h, wall);
    canvas.fill(x + w - 4, y, 4, h, wall);
  };
  box(40, 40, 400, 240);
  box(40, 40, 160, 120);
  box(196, 40, 120, 120);
  box(40, 156, 220, 124);
  canvas.fill(120, 156, 40, 4, [250, 250, 246]);
  canvas.fill(240, 156, 40, 4, [250, 250, 246]);
  return encodePng(canvas);
}
