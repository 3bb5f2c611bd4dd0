/** The owner key of an applicant's jobs: at most one of them runs at a time (EnqueueOptions.ownerKey). */
export const applicantJobs = (applicantId: string) => `applicant:${applicantId}`;

/** Worker pools: conversions and application PDFs have slots of their own, so neither kind waits for the other. */
export const CONVERSION_POOL = 'conversion';
export const PDF_POOL = 'pdf';
