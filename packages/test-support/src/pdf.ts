/** A small PDF writer: objects in, a valid PDF 1.4 with a correct cross-reference table out. */

export interface PdfOptions {
  /** The object number (from 1) of the document information dictionary, named in the trailer. */
  info?: number;
  /** Start with the comment of high bytes that tells transfer tools the file is binary. */
  binaryMarker?: boolean;
}

/**
 * The PDF of `objects`, numbered from 1 in order; the first is the catalog. Objects are Latin-1 text (a content
 * stream included: `<< /Length n >>\nstream\n…\nendstream`).
 */
export function pdfFile(objects: readonly string[], options: PdfOptions = {}): Buffer {
  let body = options.binaryMarker ? '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n' : '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const info = options.info === undefined ? '' : ` /Info ${options.info} 0 R`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The smallest PDF readers accept: one empty page; with a `title`, an information dictionary holding it. */
export function onePagePdf(title?: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  if (title === undefined) return pdfFile(objects);
  return pdfFile([...objects, `<< /Title (${title.replace(/[()\\]/g, '')}) >>`], { info: 4 });
}
