/** The partner configuration as the server sends it to the client (tenants/tenant.schema.json describes the file). */
export interface Palette {
  extraLight: string;
  light: string;
  main: string;
  dark: string;
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
