/** Object keys we hand out and accept: letters, digits and `-_./`, no empty or dot-only segment, at most 512 characters. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_-][A-Za-z0-9_./-]{0,511}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('//') && !key.endsWith('/');
}

/** The prefix under which one applicant's uploads live; a key outside it is never the applicant's. */
export function uploadPrefix(applicantId: string): string {
  return `uploads/${applicantId}/`;
}

/** The prefix of one applicant's converted PDFs. */
export function convertedPrefix(applicantId: string): string {
  return `converted/${applicantId}/`;
}
