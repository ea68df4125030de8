/** Which files each staff upload accepts (SPEC sections 5 and 9). */

/** Form and report upload: pdf, doc, docx, jpg, png. */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.png';
export const IMAGE_ACCEPT = 'image/*';
export const PDF_ACCEPT = 'application/pdf';
export const PDF_TYPE = 'application/pdf';
export const EXCEL_ACCEPT = '.xls,.xlsx';

type NamedFile = Pick<File, 'name' | 'type'>;

export function isPdf(file: NamedFile): boolean {
  return file.type === PDF_TYPE;
}

export function isImage(file: NamedFile): boolean {
  return file.type.startsWith('image/');
}

export function isExcel(file: NamedFile): boolean {
  return /\.xlsx?$/i.test(file.name);
}
