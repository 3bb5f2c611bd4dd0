import type { CheckProblem } from './checker.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a problem is, as staff find it in their editor: the file (in their edited copy), line and column. */
function problemPlace(problem: CheckProblem, fileOf: (file: string) => string): string {
  if (!problem.file) return '';
  const position = problem.line === null ? '' : `:${problem.line}${problem.column === null ? '' : `:${problem.column}`}`;
  return `${fileOf(problem.file)}${position}`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.6rem;margin:0 0 .5rem}
ol{padding-left:1.5rem}li{margin:0 0 1rem}code{font:15px/1.4 ui-monospace,monospace;background:#f1f1f1;padding:.1rem .25rem;border-radius:3px}
.where{display:block;font-weight:600}.pointer{color:#444}.note{color:#444}`;

/** A page of the preview itself (not of the application), which reloads when the preview has news. */
function previewPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style><script src="/__preview/reload.js" defer></script></head>
<body><main>${body}</main></body></html>`;
}

/** The checker's problems, in place of the application, until the edited files pass. */
export function problemsPage(problems: CheckProblem[], fileOf: (file: string) => string): string {
  const items = problems
    .map((problem) => {
      const place = problemPlace(problem, fileOf);
      const pointer = problem.pointer && problem.pointer !== '/' && problem.pointer !== '#' ? ` <code class="pointer">${escape(problem.pointer)}</code>` : '';
      return `<li>${place ? `<code class="where">${escape(place)}</code>` : ''}${pointer} ${escape(problem.message)}</li>`;
    })
    .join('\n');
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return previewPage(
    `Preview: ${count} to fix`,
    `<h1>Your edited files have ${count}</h1>
<p class="note">The preview shows the application again as soon as you save a fix. Applicants never see this page: the checker refuses these files before they are published.</p>
<ol>${items}</ol>`,
  );
}

/** Shown while the preview builds the application from the edited files. */
export function buildingPage(what: string): string {
  return previewPage('Preview: building', `<h1>Building the preview</h1><p role="status">${escape(what)} This page reloads when it is ready.</p>`);
}

/** A build or start that failed for a reason the checker did not see. */
export function failurePage(what: string, detail: string): string {
  return previewPage('Preview: not built', `<h1>${escape(what)}</h1><pre>${escape(detail)}</pre>`);
}

/**
 * The script every page of the preview loads: it reloads the page when the preview has a new version, and puts a
 * banner at the top of the application's pages saying this is a preview with the test applicant's login.
 */
export function reloadScript(banner: string | null): string {
  const bannerCode = banner
    ? `const b=document.createElement('aside');b.setAttribute('aria-label','Preview');b.textContent=${JSON.stringify(banner)};
b.style.cssText='background:#fff4ce;color:#1b1b1b;border-bottom:2px solid #8a6d00;padding:.4rem 1rem;font:14px/1.4 system-ui,sans-serif';
document.body.prepend(b);`
    : '';
  return `(() => {
const events = new EventSource('/__preview/events');
let seen = null;
events.onmessage = (event) => { if (seen !== null && event.data !== seen) location.reload(); seen = event.data; };
${bannerCode ? `if (!document.title.startsWith('Preview:')) { ${bannerCode} }` : ''}
})();
`;
}
