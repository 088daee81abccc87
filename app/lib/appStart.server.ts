// Public pages paint before the app's JavaScript loads (docs/decisions/035-app-starts-after-load.md).
// Remix's <Scripts> preloads every module of the page and imports them from an async module
// script, so on a phone the JavaScript competes with the first paint. Here the preloads and that
// script are made inert in the HTML, and a small inline script restores them once the page has
// loaded and painted. The elements stay where React rendered them, so hydration finds the same tree.

const INERT_PRELOAD = "x-modulepreload";
const INERT_TYPE = "text/x-app-start";

const PRELOAD = /<link rel="modulepreload"/g;
// <Scripts> renders its props first (our nonce), then its own attributes.
const ENTRY_SCRIPT = /<script nonce="[^"]*" type="module" async="">/g;

/**
 * Runs in the browser: starts the app once the page has loaded and its first contentful paint has
 * been shown (where the browser reports paints), then after one more frame. Each preload is
 * restored in a task of its own (a request costs the main thread a few ms on a slow phone), then
 * the entry script runs.
 */
const STARTER = `(()=>{const nonce=document.currentScript.nonce;let loaded=document.readyState==="complete";let painted=!(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint"));let started=false;const links=[];const start=()=>{const l=links.shift();if(l){l.rel=l.rel.slice(2);setTimeout(start,0);return}const inert=document.querySelector('script[type="${INERT_TYPE}"]');if(!inert)return;const s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=inert.textContent;document.body.append(s)};const go=()=>{if(started||!loaded||!painted)return;started=true;links.push(...document.querySelectorAll('link[rel="${INERT_PRELOAD}"]'));requestAnimationFrame(()=>setTimeout(start,0))};if(!painted)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length===0)return;observer.disconnect();painted=true;go()}).observe({type:"paint",buffered:true});if(!loaded)addEventListener("load",()=>{loaded=true;go()},{once:true});go()})()`;

/**
 * The page with the app's start moved after its load event, or the page unchanged when it does not
 * have exactly one entry script (then the app starts as Remix renders it).
 */
export function startAppAfterLoad(html: string, nonce: string): string {
  if (html.match(ENTRY_SCRIPT)?.length !== 1) return html;
  const inert = html
    .replace(PRELOAD, `<link rel="${INERT_PRELOAD}"`)
    .replace(ENTRY_SCRIPT, (tag) => tag.replace('type="module"', `type="${INERT_TYPE}"`));
  // At the very end (after the loader data React streams past </html>), so the parser makes it
  // the last child of <body>: React leaves extra nodes at the end of <body> alone when hydrating.
  return `${inert}<script nonce="${nonce}">${STARTER}</script>`;
}
