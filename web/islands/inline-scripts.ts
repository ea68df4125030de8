/**
 * The two inline scripts of every public page (pages/_document.tsx), in one place so the Content-Security-Policy can
 * allow exactly them by hash (next.config.ts) instead of any inline script: anything injected into a page is refused.
 * Plain strings (no Node, no React): the page components that render them are bundled for the browser too.
 */
const SEEN_KEY = 'splash-seen';

/**
 * Runs in the document's <head>, before anything is painted. It marks <html> with `js` at once and with `painted`
 * when the browser reports the page's first contentful paint: the splash's spinner and the home page's moving strips
 * wait for that (globals.css), because an animation running from the first frame held the first paint back.
 * Then, on the first page of a visit, it records the visit and lets the splash show; on later pages it marks <html>
 * with `splash-seen`, so the splash is never drawn. Storage blocked: no splash, rather than one on every page.
 * (Public pages have no client-side navigation: each page is a new document.)
 */
export const headScript = `(function(){var c=document.documentElement.classList;c.add('js');try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();c.add('painted')}}).observe({type:'paint',buffered:true})}catch(e){c.add('painted')}try{if(sessionStorage.getItem('${SEEN_KEY}')){c.add('splash-seen')}else{sessionStorage.setItem('${SEEN_KEY}','1')}}catch(e){c.add('splash-seen')}})()`;

/** How long after `load` the islands load when the visitor has not reached for anything yet. */
const ISLANDS_IDLE_DELAY_MS = 4000;
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'];

/**
 * Loads the islands runtime at the visitor's first sign of use (pointer, touch, key, focus, scroll) or a few seconds
 * after `load`, whichever comes first: a phone's first seconds go to the page itself, which is complete without
 * JavaScript. A button of an island clicked before its code arrived is marked, and the runtime clicks it again once
 * it is hydrated (islands/runtime.tsx), so that first tap is not lost.
 */
export function islandsLoader(url: string): string {
  return `(function(){var s=false,e=${JSON.stringify(INTENT_EVENTS)};function go(){if(s)return;s=true;e.forEach(function(t){removeEventListener(t,go,true)});import(${JSON.stringify(url)})}e.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});addEventListener('click',function(v){var b=v.target instanceof Element&&v.target.closest('[data-island]:not([data-island-hydrated]) button');if(b){v.preventDefault();b.setAttribute('data-island-pending-click','');go()}},true);addEventListener('load',function(){setTimeout(go,${ISLANDS_IDLE_DELAY_MS})})})()`;
}
