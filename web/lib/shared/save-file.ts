/**
 * Saves a file made in the browser (a CSV, a downloaded answer) under its name, as a link with `download` would: the
 * staff history's results, the bulk preview's skipped rows, the loan calculator's schedule.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV text as a file to save (UTF-8, as spreadsheets read it). */
export const csvFile = (csv: string): Blob => new Blob([csv], { type: 'text/csv;charset=utf-8' });
