import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_SIZE_TEXT,
  attachmentRefusalMessage,
  onlyFile,
  refusalOf,
  serverRefusal,
} from '../../src/machines/forms/attachment-rules.ts';
import { attachmentTexts } from '../../src/i18n/customers.ts';
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../src/schema/rules.ts';
import * as serverLimits from '../../server/storage/upload-limits.ts';

/** Issue 8: which rule a task attachment broke, before sending and as the server answers. */

const file = (name: string, type: string, size = 10): File => {
  const made = new File(['x'], name, { type });
  return Object.defineProperty(made, 'size', { value: size });
};

describe('attachment rules before sending', () => {
  it.each([
    ['contrato.pdf', 'application/pdf'],
    ['CONTRATO.PDF', ''],
    ['acta.docx', ''],
    ['cuentas.xlsx', 'application/octet-stream'],
    ['presentacion.pptx', ''],
    ['foto.jpeg', 'image/jpeg'],
    ['foto.JPG', ''],
    ['plano.png', ''],
    ['animacion.gif', ''],
    ['fachada.webp', ''],
    // No extension, but a type the server may accept: the bytes decide there.
    ['foto', 'image/jpeg'],
  ])('lets %s (%s) through: its name or its type may be accepted', (name, type) => {
    expect(refusalOf([file(name, type)])).toBeNull();
  });

  it.each([
    ['notas.txt', 'text/plain'],
    ['carta.doc', 'application/msword'],
    ['fotos.zip', 'application/zip'],
    ['programa', ''],
  ])('refuses %s (%s) for its type', (name, type) => {
    expect(refusalOf([file(name, type)])).toEqual({ rule: 'type', fileName: name, sizeBytes: 10 });
  });

  it('refuses above 10 MB, and accepts exactly 10 MB', () => {
    expect(refusalOf([file('planos.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES + 1)])).toMatchObject({ rule: 'size' });
    expect(refusalOf([file('planos.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES)])).toBeNull();
  });

  it('refuses an empty file, and any number of files other than one', () => {
    expect(refusalOf([file('vacio.pdf', 'application/pdf', 0)])).toMatchObject({ rule: 'empty' });
    expect(refusalOf([file('a.pdf', ''), file('b.pdf', '')])).toEqual({ rule: 'count' });
    expect(refusalOf([])).toEqual({ rule: 'count' });
    expect(() => onlyFile([])).toThrow();
  });

  it('offers the system dialog the accepted types and extensions', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['application/pdf', 'image/webp', '.docx', '.jpeg', '.jpg']));
  });
});

describe('attachment rules the server answers', () => {
  const sent = file('panorama.jpg', 'image/jpeg', 2_500_000);

  it.each([
    ['FILE_TYPE_INVALID', 'type'],
    ['FILE_TOO_LARGE', 'size'],
    ['IMAGE_DIMENSIONS_TOO_LARGE', 'dimensions'],
    ['STORAGE_QUOTA_EXCEEDED', 'quota'],
  ] as const)('%s is the %s rule, about the file sent', (type, rule) => {
    expect(serverRefusal({ type }, sent)).toEqual({ rule, fileName: 'panorama.jpg', sizeBytes: 2_500_000 });
  });

  it('anything else is not a rule (the generic toast)', () => {
    for (const type of ['SERVER_ERROR', 'TOO_MANY_REQUESTS', 'TASK_NOT_FOUND']) expect(serverRefusal({ type }, sent)).toBeNull();
    expect(serverRefusal(new Error('offline'), sent)).toBeNull();
  });
});

describe('attachment texts', () => {
  it('the picker states the types and the limit', () => {
    expect(ATTACHMENT_MAX_SIZE_TEXT).toBe('10 MB');
    expect(attachmentTexts.rules(ATTACHMENT_MAX_SIZE_TEXT)).toBe(
      'Se aceptan PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPG, PNG, GIF y WebP, de hasta 10 MB.',
    );
  });

  it('each refusal names the file and the rule', () => {
    expect(attachmentRefusalMessage({ rule: 'size', fileName: 'planos.pdf', sizeBytes: 12_949_504 })).toBe(
      'No se pudo subir «planos.pdf»: pesa 12.35 MB y el máximo es 10 MB.',
    );
    expect(attachmentRefusalMessage({ rule: 'dimensions', fileName: 'panorama.jpg', sizeBytes: 1 })).toBe(
      'No se pudo subir «panorama.jpg»: la imagen es demasiado grande. Se aceptan hasta 20.000 píxeles por lado y 100 megapíxeles en total.',
    );
    expect(attachmentRefusalMessage({ rule: 'type', fileName: 'notas.txt', sizeBytes: 1 })).toMatch(/^No se pudo subir «notas\.txt»: ese tipo de archivo no está permitido\./);
    expect(attachmentRefusalMessage({ rule: 'empty', fileName: 'vacio.pdf', sizeBytes: 0 })).toBe('No se pudo subir «vacio.pdf»: el archivo está vacío.');
    expect(attachmentRefusalMessage({ rule: 'count' })).toBe('Sube un solo archivo cada vez.');
    expect(attachmentRefusalMessage({ rule: 'quota', fileName: 'planos.pdf', sizeBytes: 1 })).toBe(
      'No se pudo subir «planos.pdf»: tus archivos ya ocupan todo el espacio de tu cuenta. Elimina adjuntos, fotos o videos que ya no necesites y vuelve a intentarlo.',
    );
  });

  it('the figures are the server’s own', () => {
    expect(serverLimits.ATTACHMENT_MAX_BYTES).toBe(ATTACHMENT_MAX_BYTES);
    expect(serverLimits.IMAGE_MAX_PIXELS).toBe(IMAGE_MAX_PIXELS);
    expect(serverLimits.IMAGE_MAX_SIDE).toBe(IMAGE_MAX_SIDE);
  });
});
