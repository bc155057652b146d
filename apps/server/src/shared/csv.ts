/**
 * CSV for spreadsheets (RFC 4180): fields separated by commas, records by CRLF, a field with a comma, a double
 * quote, CR or LF enclosed in double quotes and its quotes doubled. What listeners typed lands in these cells, so
 * a cell that a spreadsheet would run as a formula (= + - @, or a tab or CR before one) is made text by a leading
 * single quote (the OWASP "CSV injection" advice).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: null is empty, a formula-like text is defused, a text with separators quoted. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then one record per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A UTF-8 byte order mark: Excel reads a CSV file without one in the machine's code page (Hindi names break). */
export const UTF8_BOM = '\uFEFF';

const IST = 'Asia/Kolkata';
const parts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: IST,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );

/** A date as staff in India read it and a spreadsheet sorts it: 2026-02-14. */
export function indiaDate(date: Date): string {
  const { year, month, day } = parts(date);
  return `${year}-${month}-${day}`;
}

/** A moment as staff in India read it and a spreadsheet recognises it: 2026-02-14 18:05. */
export function indiaDateTime(date: Date): string {
  const { year, month, day, hour, minute } = parts(date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
