/**
 * A one-page PDF with a title and a few lines of text (Helvetica, WinAnsi so Spanish accents
 * show), with a correct cross-reference table: readers open it without "repairing" it.
 */

/** PDF string syntax: backslash, parentheses escaped; latin1 bytes carry á, é, ñ… in WinAnsi. */
const pdfString = (text: string): string => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

export function textPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
