import { quoteListKey, listChangeEvent } from '@/lib/list-store';

/**
 * The badge's count, painted by an inline script as the header is parsed: the number is there
 * at first paint (no layout shift) and no JavaScript chunk loads for it on any page. It only
 * sets attributes (`data-count`, shown by CSS, and the link's name), which React's hydration
 * leaves alone. Edits in this tab arrive as `listChangeEvent`, other tabs' as storage events.
 */
export function quoteBadgeScript(id: string): string {
  const key = JSON.stringify(quoteListKey);
  return `(function(){var a=document.getElementById(${JSON.stringify(id)});if(!a)return;function c(s){try{var l=JSON.parse(s||'[]');return Array.isArray(l)?l.filter(function(x){return x&&typeof x.id=='string'}).length:0}catch(e){return 0}}function p(n){var d=a.dataset;a.setAttribute('data-count',n>0?String(n):'');if(n>0)a.setAttribute('aria-label',(n===1?d.one:d.other).replace('{count}',n));else a.removeAttribute('aria-label')}function r(){try{return localStorage.getItem(${key})}catch(e){return null}}p(c(r()));addEventListener('storage',function(){p(c(r()))});addEventListener(${JSON.stringify(listChangeEvent)},function(e){if(e.detail&&e.detail.key===${key})p(c(e.detail.value))})})()`;
}
