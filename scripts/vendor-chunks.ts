/**
 * The bundler's chunk groups for the libraries a first visit loads: React (with its scheduler, the router and React
 * Query, which every page uses), MUI (with emotion, its styling engine) and JSON Forms, each a chunk of its own that
 * changes only when the library does, so a returning visitor keeps it cached across our deploys. `entriesAware` cuts a group by the pages using its
 * modules, so an account screen does not fetch the MUI components only the form pages use. Everything else is split
 * by the bundler's defaults (one chunk per set of pages sharing modules).
 */
export const vendorChunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx)[\\/]/, priority: 2, entriesAware: true, minShareCount: 2 },
  { name: 'jsonforms', test: /[\\/]node_modules[\\/]@jsonforms[\\/]/, priority: 1, entriesAware: true, minShareCount: 2 },
];
