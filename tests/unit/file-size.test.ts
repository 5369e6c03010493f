import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ICONS, attachmentIcon, formatFileSize } from '../../src/machines/format/file-size.ts';

describe('formatFileSize (spec 02 §9)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [2, '2 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [10_000, '9.77 KB'],
    [1_048_575, '1024.00 KB'],
    [1_048_576, '1.00 MB'],
    [2_621_440, '2.50 MB'],
    [10 * 1_048_576, '10.00 MB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('shows nonsense sizes as 0 bytes and drops fractions of a byte', () => {
    expect(formatFileSize(-5)).toBe('0 bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 bytes');
    expect(formatFileSize(12.7)).toBe('12 bytes');
  });
});

describe('attachmentIcon (spec 02 §9)', () => {
  it.each(['pdf', 'xlsx', 'pptx', 'docx', 'jpeg', 'jpg', 'png', 'gif', 'webp'])('has an icon for %s', (extension) => {
    expect(attachmentIcon(extension)).toBe(extension);
  });

  it('reads the extension whatever its case or a leading point', () => {
    expect(attachmentIcon('PDF')).toBe('pdf');
    expect(attachmentIcon('.Docx')).toBe('docx');
    expect(attachmentIcon(' png ')).toBe('png');
  });

  it.each(['', 'txt', 'zip', 'doc', 'file', 'pdf.exe'])('falls back to the generic icon for %j', (extension) => {
    expect(attachmentIcon(extension)).toBe('file');
  });

  it('lists every key it can answer', () => {
    expect(ATTACHMENT_ICONS).toContain('file');
  });
});
