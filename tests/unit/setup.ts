export {};

// findBy*/waitFor give up after 1 s by default; on a busy CI machine JSON Forms' debounce and lazy chunks take longer.
// Only DOM tests use them: node-environment files (server, CLI, engine) skip loading Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

// jsdom has <dialog> but not its modal methods (tests/e2e covers the browser's inertness and focus return): here
// showModal and close only open and close it, firing `close` as a browser does.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}
