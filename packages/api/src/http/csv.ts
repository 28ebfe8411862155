/**
 * CSV as RFC 4180 writes it: every cell quoted, quotes doubled, rows ended by CRLF. A cell that
 * starts with = + - @ (or a tab or carriage return) would be a formula in a spreadsheet: it gets a
 * leading ' unless it is a plain number (a negative amount stays a number).
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV row with its CRLF. */
export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'Content-Disposition': `attachment; filename="${filename}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
  };
}
