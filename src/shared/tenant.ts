/** The partner configuration as the server sends it to the client (tenants/tenant.schema.json describes the file). */
export interface Palette {
  extraLight: string;
  light: string;
  main: string;
  dark: string;
}

/** One choice of a list that differs between institutions (entry terms, majors, minors, housing). */
export interface TenantOption {
  const: string;
  title: string;
}

export type ThemeColour = 'primary' | 'secondary' | 'accent' | 'neutral' | 'white' | 'error' | 'disabled';

export interface Tenant {
  id: string;
  partnerName: string;
  pdfName: string;
  applicationTitle: string;
  phone: string;
  fafsaCode: string;
  privacyPolicyUrl: string;
  addressLines: string[];
  helpEmail: string;
  siteUrl: string;
  satCode: string;
  actCode: string;
  characterLimit: number;
  pdfPages: Array<'about' | 'education' | 'final-steps'>;
  intendedStudentType: string;
  /** A review of every answer before submitting (/review); off when left out. */
  reviewBeforeSubmit?: boolean;
  /** Option lists questions name in their schema's `x-tenantOptions` (schemas/final-steps.schema.json). */
  optionLists: Record<string, TenantOption[]>;
  branding: {
    /** Served at logoUrl; the file name in tenant.json is resolved inside the tenant's folder. */
    logo: string;
    logoUrl: string;
    logoAlt: string;
    theme: Record<ThemeColour, Palette>;
    marketingBullets: string[];
    dateBanner?: { start: string; end: string; text: string };
  };
  privacy: {
    cookieNotice: string;
    browserCookieLinks: Array<{ label: string; url: string }>;
    analyticsOptOutUrl: string;
    copyright: string;
  };
}

/** The tenant values a UI schema text may name as `{name}` (uischemas/README.md, "Tenant values in texts"). */
export function tenantTextsOf(tenant: Tenant): Record<string, string> {
  const { partnerName, applicationTitle, satCode, actCode, fafsaCode, phone, helpEmail } = tenant;
  return { partnerName, applicationTitle, satCode, actCode, fafsaCode, phone, helpEmail };
}

/** The id of the JSON data block in which the server hands the tenant to the page (src/server/index-page/tenant-page.ts). */
export const TENANT_DATA_ID = 'tenant-data';
