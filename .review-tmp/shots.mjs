import { chromium } from '@playwright/test';
import fs from 'node:fs';
const B = 'http://127.0.0.1:3300/gps-app';
const pages = {
  home: '/', about: '/about/', catalog: '/catalog/', category: '/catalog/office/',
  prodprice: '/product/colour-mfp-c3030/', prodnoprice: '/product/shredder-s120/',
  services: '/services/', topic: '/services/maintenance/', news: '/news/', contacts: '/contacts/',
  searchEn: '/search/?q=toner', searchKa: '/search/?q=' + encodeURIComponent('ტონერი'),
};
const jobs = [];
for (const loc of ['ka','en']) for (const w of [375,1280]) for (const [k,p] of Object.entries(pages))
  jobs.push({loc,w,k,p,theme:'light',js:true});
for (const loc of ['ka','en']) for (const w of [375,1280]) for (const k of ['home','prodprice','contacts'])
  jobs.push({loc,w,k,p:pages[k],theme:'dark',js:true});
for (const loc of ['ka','en']) for (const k of ['home','catalog']) jobs.push({loc,w:320,k,p:pages[k],theme:'light',js:true});
for (const loc of ['ka','en']) jobs.push({loc,w:1280,k:'catalog',p:pages.catalog,theme:'light',js:false,tag:'nojs'});
const filter = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--no-first-run'] });
const results = [];
for (const j of jobs) {
  const name = `${j.loc}-${j.k}-${j.w}-${j.theme}${j.tag?'-'+j.tag:''}`;
  if (filter && !name.includes(filter)) continue;
  const ctx = await browser.newContext({ viewport: { width: j.w, height: 800 }, javaScriptEnabled: j.js, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const errs = [];
  page.on('console', m => { if (m.type()==='error') errs.push(m.text()); });
  page.on('pageerror', e => errs.push('pageerror '+e.message));
  if (j.theme === 'dark') await ctx.addInitScript(() => { try { localStorage.setItem('gps-theme','dark'); } catch(e){} });
  const url = `${B}/${j.loc}${j.p}`;
  await page.goto(url, { waitUntil: 'networkidle' });
  // scroll to trigger lazy stuff
  await page.evaluate(async () => { for (let y=0; y<document.body.scrollHeight; y+=600) { window.scrollTo(0,y); await new Promise(r=>setTimeout(r,60)); } window.scrollTo(0,0); });
  await page.waitForTimeout(800);
  const info = await page.evaluate(() => {
    const de = document.documentElement;
    const out = { theme: de.dataset.theme || de.className, scrollW: de.scrollWidth, clientW: de.clientWidth, height: de.scrollHeight };
    const sel = el => { let s = el.tagName.toLowerCase(); if (el.id) s += '#'+el.id; if (el.className && typeof el.className==='string') s += '.'+el.className.trim().split(/\s+/).slice(0,2).join('.'); const p = el.parentElement; return (p? (p.tagName.toLowerCase()+(p.className&&typeof p.className==='string'?'.'+p.className.trim().split(/\s+/)[0]:'')+' > '):'')+s; };
    const vis = el => { const cs = getComputedStyle(el); const r = el.getBoundingClientRect(); return cs.visibility!=='hidden' && cs.display!=='none' && r.width>0 && r.height>0; };
    // elements beyond viewport
    out.wide = [];
    out.clipped = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!vis(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > de.clientWidth + 1 || r.left < -1) {
        // ignore if ancestor clips
        let a = el.parentElement, clipped=false;
        while (a && a!==document.body) { const o = getComputedStyle(a).overflowX; if (o!=='visible') { clipped=true; break;} a=a.parentElement; }
        if (!clipped && !el.closest('[aria-hidden="true"]')) out.wide.push(sel(el)+` [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent||'').trim().slice(0,40)}"`);
      }
      const cs = getComputedStyle(el);
      if ((el.scrollWidth > el.clientWidth + 1) && el.clientWidth>0 && (cs.overflowX==='hidden' || cs.textOverflow==='ellipsis' || cs.overflow==='hidden') && el.textContent.trim()) {
        out.clipped.push(sel(el)+` sw=${el.scrollWidth} cw=${el.clientWidth} "${el.textContent.trim().slice(0,50)}"`);
      }
    }
    out.wide = out.wide.slice(0,15); out.clipped = out.clipped.slice(0,20);
    // search inputs placeholder
    out.inputs = [];
    const c = document.createElement('canvas').getContext('2d');
    for (const inp of document.querySelectorAll('input')) {
      if (!vis(inp)) continue;
      const cs = getComputedStyle(inp);
      c.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const ph = inp.placeholder || '';
      const content = inp.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      out.inputs.push(`${sel(inp)} ph="${ph}" phW=${Math.round(c.measureText(ph).width)} content=${Math.round(content)} sw=${inp.scrollWidth} cw=${inp.clientWidth}`);
    }
    // buttons/links with wrapped labels
    out.wrapped = [];
    for (const el of document.querySelectorAll('button, a[class*="button"], a[class*="btn"], [role=button], nav a, .button')) {
      if (!vis(el)) continue;
      const t = el.innerText.trim(); if (!t) continue;
      const range = document.createRange(); range.selectNodeContents(el);
      const rects = [...range.getClientRects()];
      const tops = new Set(rects.filter(r=>r.width>1).map(r=>Math.round(r.top)));
      const lh = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize)*1.3;
      if (tops.size>1 || el.getBoundingClientRect().height > lh*1.9 && el.getBoundingClientRect().height>40 && t.length>3) out.wrapped.push(sel(el)+` h=${Math.round(el.getBoundingClientRect().height)} "${t.replace(/\s+/g,' ').slice(0,50)}"`);
    }
    out.wrapped = out.wrapped.slice(0,20);
    // latin words on ka
    if (document.documentElement.lang.startsWith('ka')) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const words = new Map();
      let n;
      while ((n = walker.nextNode())) {
        const p = n.parentElement; if (!p || ['SCRIPT','STYLE','NOSCRIPT'].includes(p.tagName)) continue;
        if (!vis(p)) continue;
        for (const m of n.textContent.matchAll(/\b[A-Za-z][A-Za-z'-]{2,}\b/g)) { const k=m[0]; words.set(k, (words.get(k)||'') + (words.has(k)?'':` ${sel(p)}|${n.textContent.trim().slice(0,50)}`)); }
      }
      // also attributes
      const attrs = [];
      for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
        for (const a of ['aria-label','placeholder','title','alt']) { const v = el.getAttribute(a); if (v && /[A-Za-z]{4,}/.test(v) && !/[\u10D0-\u10FF]/.test(v)) attrs.push(`${a}="${v}" on ${sel(el)}`); }
      }
      out.latin = [...words.entries()].map(([k,v])=>k+' @'+v.slice(0,120));
      out.latinAttrs = attrs.slice(0,20);
    }
    out.title = document.title;
    return out;
  });
  info.url = url; info.name = name; info.errs = errs;
  results.push(info);
  await page.screenshot({ path: `/work/shots/review/${name}.png`, fullPage: true });
  await ctx.close();
  console.log(name, info.height, info.scrollW, info.clientW);
}
fs.writeFileSync('/tmp/review/results' + (filter?'-'+filter:'') + '.json', JSON.stringify(results, null, 1));
await browser.close();
