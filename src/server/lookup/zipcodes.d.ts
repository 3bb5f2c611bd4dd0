/** The parts of the `zipcodes` package (no bundled types) this folder uses. */
declare module 'zipcodes' {
  interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string): ZipInfo | undefined;
    /** US and Canadian codes, keyed by ZIP (or the first three characters of a Canadian postal code). */
    codes: Record<string, ZipInfo>;
    /** abbr: state code → upper-case name; full: upper-case name → state code. */
    states: { abbr: Record<string, string>; full: Record<string, string> };
  };
  export default zipcodes;
}
