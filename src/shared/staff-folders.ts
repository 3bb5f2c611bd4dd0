/** The folders admissions staff edit: the form pages, their layout, the texts and settings, the tenants. */
export const STAFF_FOLDERS = ['schemas', 'uischemas', 'texts-and-settings', 'tenants'] as const;

export type StaffFolder = (typeof STAFF_FOLDERS)[number];
