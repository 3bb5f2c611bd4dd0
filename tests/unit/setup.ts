export {};

// findBy*/waitFor give up after 1 s by default; on a busy CI machine JSON Forms' debounce and lazy chunks take longer.
// Only DOM tests use them: node-environment files (server, CLI, engine) skip loading Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}
