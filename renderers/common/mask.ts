/** Input masks: turn what the applicant types into the shape the answer is stored in. No validation here. */

function digitsOf(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The ten digits of a US number; a pasted leading country code 1 is dropped. */
function phoneDigits(text: string): string {
  const all = text.replace(/\D/g, '');
  return (all.length === 11 && all.startsWith('1') ? all.slice(1) : all).slice(0, 10);
}

/** `(ddd) ddd-dddd` as the digits come in. */
export function formatPhone(text: string): string {
  const d = phoneDigits(text);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The stored phone: `(ddd) ddd-dddd`, or `ddd-dddd` for a number typed without its area code. */
export function phoneAnswer(text: string): string {
  const d = phoneDigits(text);
  return d.length === 7 ? `${d.slice(0, 3)}-${d.slice(3)}` : formatPhone(d);
}

/** `ddd-dd-dddd` as the digits come in. */
export function formatSsn(text: string): string {
  const d = digitsOf(text, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** `MM/DD/YYYY` as typed: digits flow into month, day and year; a typed `/` moves to the next part. */
export function formatDateText(text: string): string {
  const parts = ['', '', ''];
  let part = 0;
  for (const char of text) {
    if (char === '/' || char === '-') {
      if (part < 2 && parts[part] !== '') part += 1;
    } else if (/\d/.test(char)) {
      if (part < 2 && parts[part].length === 2) part += 1;
      if (parts[part].length < (part === 2 ? 4 : 2)) parts[part] += char;
    }
  }
  return parts.slice(0, part + 1).join('/');
}

/** The ISO date `YYYY-MM-DD` for a complete, real calendar date typed as M/D/YYYY; otherwise ''. */
export function isoFromDateText(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return '';
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[3]}-${pad(month)}-${pad(day)}` : '';
}

/** `MM/DD/YYYY` for an ISO date; anything else unchanged. */
export function dateTextFromIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Where the caret goes after reformatting: just after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return formatted.search(/\d|$/);
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]) && ++seen === digits) return index + 1;
  }
  return formatted.length;
}
