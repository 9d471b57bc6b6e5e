import { entryIdPattern, maxEntryIdLength } from '@/content/fields/entry-id';
import { quoteListKey, listChangeEvent } from '@/lib/list-store';
import { maxQuoteLines } from '@/lib/quote-list/lines';

/**
 * Inline script, painted as the header is parsed: no layout shift, no chunk. Only attributes,
 * which hydration leaves alone. Same id rule and limit as normalizeLines, so a hand-edited value
 * cannot inflate it; `data-one`/`data-other` are the ICU forms for 1 and 2.
 */
export function quoteBadgeScript(id: string): string {
  const key = JSON.stringify(quoteListKey);
  const idRule = `var re=${String(entryIdPattern)},len=${maxEntryIdLength},max=${maxQuoteLines};`;
  const count = `function c(s){try{var l=JSON.parse(s||'[]');if(!Array.isArray(l))return 0;var seen={},n=0;for(var i=0;i<l.length&&n<max;i++){var x=l[i],v=x&&x.id;if(typeof v=='string'&&v.length<=len&&re.test(v)&&!seen['_'+v]){seen['_'+v]=1;n++}}return n}catch(e){return 0}}`;
  const paint = `function p(n){var d=a.dataset;a.setAttribute('data-count',n>0?String(n):'');if(n>0){var f='other';try{f=new Intl.PluralRules(document.documentElement.lang).select(n)}catch(e){}a.setAttribute('aria-label',(f==='one'?d.one:d.other).replace(/\\d+/,n))}else a.removeAttribute('aria-label')}`;
  return `(function(){var a=document.getElementById(${JSON.stringify(id)});if(!a)return;${idRule}${count}${paint}function r(){try{return localStorage.getItem(${key})}catch(e){return null}}p(c(r()));addEventListener('storage',function(){p(c(r()))});addEventListener(${JSON.stringify(listChangeEvent)},function(e){if(e.detail&&e.detail.key===${key})p(c(e.detail.value))})})()`;
}
