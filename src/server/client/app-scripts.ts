import { createHash } from 'node:crypto';
import { APP_SCRIPTS_ID, type AppScripts } from '../../shared/app-scripts.ts';

/**
 * The one inline script of index.html: it asks for the app's scripts once the server's frame has painted (the first
 * contentful paint, seen by a PerformanceObserver), so nothing the frame shows waits on JavaScript being fetched or
 * run. A page without a frame (an empty #root), a hidden tab or a browser without paint timing starts at once (after
 * the next frame for the last); a paint never reported still starts after 3 s. Kept as literal text: its hash is in
 * the CSP (app.ts), so the build (scripts/vite-scripts-after-paint.ts) and the server must see the same bytes.
 */
const START_APP_SCRIPT =
  '(()=>{const d=document;let started=false;const start=()=>{if(started)return;started=true;' +
  `const a=JSON.parse(d.getElementById("${APP_SCRIPTS_ID}").textContent);` +
  'for(const href of a.preload){const l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.append(l)}' +
  'const s=d.createElement("script");s.type="module";s.src=a.entry;d.head.append(s)};' +
  'const P=window.PerformanceObserver;' +
  'if(d.hidden||!d.getElementById("root").firstElementChild)start();' +
  'else if(!P||!P.supportedEntryTypes||!P.supportedEntryTypes.includes("paint"))requestAnimationFrame(()=>setTimeout(start));' +
  'else{new P((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});' +
  'd.addEventListener("visibilitychange",start);setTimeout(start,3000)}})()';

/** The CSP source allowing exactly START_APP_SCRIPT. */
export const START_APP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_APP_SCRIPT).digest('base64')}'`;

/** The end of index.html's body: the list of scripts (a data block, never executed) and the script starting them. */
export function appScriptsTags(scripts: AppScripts): string {
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${json}</script><script>${START_APP_SCRIPT}</script>`;
}
