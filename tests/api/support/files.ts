/**
 * Small documents built in code for the attachment tests: a PDF, Office Open XML files (zip
 * archives with the parts that make them a DOCX, XLSX or PPTX), a GIF, a WebP, and files that
 * are none of the accepted types. PNG and JPEG live in images.ts.
 */
import { crc32 } from 'node:zlib';

/** A one-page PDF with no content stream (what readers accept as a blank page). */
export const PDF_TINY = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** A zip archive of `entries`, stored without compression (enough for any zip reader). */
export function zipOf(entries: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt16LE(0, 30); // extra
    central.writeUInt16LE(0, 32); // comment
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(0, 38); // external attributes
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const contentTypes = (mainPart: string, contentType: string): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${mainPart}" ContentType="${contentType}"/>` +
  '</Types>';

const rootRels = (mainPart: string): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/>` +
  '</Relationships>';

const officeFile = (mainPart: string, contentType: string, xml: string): Buffer =>
  zipOf({
    '[Content_Types].xml': contentTypes(mainPart, contentType),
    '_rels/.rels': rootRels(mainPart),
    [mainPart]: xml,
  });

/** A minimal Word document with one paragraph. */
export const DOCX_TINY = officeFile(
  'word/document.xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Contrato de arrendamiento</w:t></w:r></w:p></w:body></w:document>',
);

export const XLSX_TINY = officeFile(
  'xl/workbook.xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
);

export const PPTX_TINY = officeFile(
  'ppt/presentation.xml',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
);

/** A zip that is no Office document (just a text file inside). */
export const ZIP_PLAIN = zipOf({ 'notas.txt': 'Solo un archivo comprimido.\n' });

/** A 1×1 transparent GIF. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A 1×1 lossless WebP. */
export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** The start of a Windows executable. */
export const EXE_STUB = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62)]);

export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n');

/** `size` bytes that begin like a PDF (the type is right, only the size is at fault). */
export const pdfOfSize = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  PDF_TINY.copy(bytes, 0, 0, Math.min(PDF_TINY.length, size));
  return bytes;
};

/** An upload body: the multipart field `file`. */
export function fileForm(bytes: Uint8Array, fileName: string, contentType = 'application/octet-stream', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  return form;
}
