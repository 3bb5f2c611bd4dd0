/**
 * The flags Debian's Chromium needs here, headless as root on a closed network: no sandbox, no GPU, no background
 * connections. One list for every Chromium the project starts: the PDF printer, Playwright and the Lighthouse bench.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-extensions',
];
