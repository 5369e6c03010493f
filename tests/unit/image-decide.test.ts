import { describe, expect, it } from 'vitest';
import {
  avatarImageRules,
  decideImage,
  imageFileName,
  propertyImageRules,
  resizeTarget,
} from '../../src/machines/images/decide.ts';

const size = (width: number, height: number) => ({ width, height });

describe('decideImage with the avatar rules (spec 02 §5, spec 01 §5)', () => {
  it.each([
    [size(650, 650), 'keep'],
    [size(3000, 3000), 'keep'],
    [size(100, 100), 'keep'],
    [size(649, 2000), 'keep'],
    [size(2000, 649), 'keep'],
    [size(650, 659), 'resize'],
    [size(1009, 1000), 'resize'],
    [size(650, 660), 'crop'],
    [size(1000, 1010), 'crop'],
    [size(1920, 1080), 'crop'],
  ] as const)('%o → %s', (picture, decision) => {
    expect(decideImage(picture, avatarImageRules)).toBe(decision);
  });
});

describe('decideImage with the property rules (spec 03)', () => {
  it.each([
    [size(1290, 1290), 'keep'],
    [size(1290, 800), 'keep'],
    [size(100, 100), 'keep'],
    [size(1291, 1291), 'resize'],
    [size(1300, 1291), 'resize'],
    [size(4000, 3991), 'resize'],
    [size(1300, 1290), 'crop'],
    [size(1291, 1281), 'crop'],
    [size(1920, 1080), 'crop'],
    [size(800, 2000), 'crop'],
  ] as const)('%o → %s', (picture, decision) => {
    expect(decideImage(picture, propertyImageRules)).toBe(decision);
  });
});

describe('resizeTarget', () => {
  it('is the avatar rules’ 650 square whatever the picture', () => {
    expect(resizeTarget(size(700, 705), avatarImageRules)).toEqual(size(650, 650));
  });

  it('keeps the aspect ratio at width 1280 for property images', () => {
    expect(resizeTarget(size(2000, 2000), propertyImageRules)).toEqual(size(1280, 1280));
    expect(resizeTarget(size(2000, 1995), propertyImageRules)).toEqual(size(1280, 1277));
  });
});

describe('imageFileName', () => {
  it('names the file after the base name with the content type’s extension', () => {
    expect(imageFileName('foto.png', 'image/jpeg', 'tenant-1')).toBe('tenant-1.jpg');
    expect(imageFileName('foto.png', 'image/png', 'tenant-1')).toBe('tenant-1.png');
    expect(imageFileName('foto.webp', 'image/webp', 'tenant-1')).toBe('tenant-1.webp');
  });

  it('keeps the picked stem without a base name', () => {
    expect(imageFileName('Casa en la playa.png', 'image/jpeg', null)).toBe('Casa en la playa.jpg');
    expect(imageFileName('casa', 'image/jpeg', null)).toBe('casa.jpg');
  });

  it('falls back to the picked extension for an unknown type, and to "image" for an empty stem', () => {
    expect(imageFileName('foto.heic', '', 'tenant-1')).toBe('tenant-1.heic');
    expect(imageFileName('.png', 'image/png', null)).toBe('image.png');
    expect(imageFileName('foto', '', null)).toBe('foto');
  });
});
