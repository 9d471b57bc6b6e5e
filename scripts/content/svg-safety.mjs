// The content check's guard against files that would run script on the site's origin: every SVG
// under public/uploads and images must pass DOMPurify's SVG profile unchanged, and uploads hold
// only image and document types. The hosts' sandbox policy is the other half (deploy/host-rules.mjs).
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { publicLinkProblems } from './public-links.mjs';

const svgNs = 'http://www.w3.org/2000/svg';
const xlinkNs = 'http://www.w3.org/1999/xlink';
const markupNs = new Set([
  svgNs,
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
]);

export const checkedFolders = ['uploads', 'images'];
export const uploadTypes = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg', '.pdf'];

const inertAttribute =
  /^(role|focusable|aria-[\w-]+|data-[\w-]+|enable-background|version|baseprofile)$/i;

/** A fragment (#id) or an inline raster image: anything else loads or runs something. */
const isLocalReference = (value) =>
  /^\s*#/.test(value) || /^\s*data:image\/(png|jpe?g|gif|webp|avif);base64,/i.test(value);

/** One window for every file (a window per file costs ~50 ms), made on first use. */
let window, purify;

function describeRemoved({ element, attribute }) {
  if (attribute) {
    const { name, namespaceURI, value } = attribute;
    if (namespaceURI && namespaceURI !== xlinkNs) return undefined; // editor metadata, xml:space
    if (inertAttribute.test(name)) return undefined;
    if (/^on/i.test(name)) return `event handler ${name}`;
    return `attribute ${name}="${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  }
  // Comments and text go too; only elements a browser would act on count.
  if (element?.nodeType !== 1 || !markupNs.has(element.namespaceURI)) return undefined;
  return `<${element.localName}> element`;
}

function externalReferences(doc) {
  const found = [];
  for (const el of doc.getElementsByTagName('*')) {
    for (const attr of el.attributes) {
      if (/^(href|src)$/i.test(attr.localName) && !isLocalReference(attr.value))
        found.push(`${attr.name}="${attr.value.slice(0, 60)}"`);
    }
    const css = [el.getAttribute('style') ?? '', el.localName === 'style' ? el.textContent : '']
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, target] of css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi))
      if (!isLocalReference(target)) found.push(`url(${target.slice(0, 60)})`);
    if (/@import/i.test(css)) found.push('@import');
  }
  return found;
}

/** CDATA holding markup: text to an XML parser, markup to a page that inlines the file. */
function takeMarkupCdata(doc) {
  const found = [];
  const walker = doc.createTreeWalker(doc, 0x8 /* NodeFilter.SHOW_CDATA_SECTION */);
  while (walker.nextNode())
    if (/<[/\w!?]/.test(walker.currentNode.data)) found.push(walker.currentNode);
  for (const node of found) node.remove();
  return found.map(({ data }) => {
    const text = data.trim();
    return `<![CDATA[${text.length > 30 ? `${text.slice(0, 30)}…` : text}]]>`;
  });
}

/** Why an SVG is unsafe to serve from the site's origin; [] when sanitising changes nothing active. */
export function svgProblems(text) {
  // Declared entities could expand into markup that no parser here sees the way a browser does.
  if (/<!DOCTYPE[^>[]*\[/i.test(text))
    return ['declares entities in its DOCTYPE: save the SVG without a DOCTYPE'];
  window ??= new JSDOM('').window;
  purify ??= createDOMPurify(window);
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length)
    return ['is not a well-formed SVG file (the XML does not parse)'];
  if (root.namespaceURI !== svgNs || root.localName !== 'svg')
    return [`is not an SVG image: its root element is <${root.nodeName}>`];
  const problems = [];
  // A style sheet processing instruction (XSLT or CSS) is a document loaded from elsewhere.
  for (const node of doc.childNodes)
    if (node.nodeType === 7) problems.push(`loads <?${node.nodeName} ${node.nodeValue}?>`);
  const cdata = takeMarkupCdata(doc);
  if (cdata.length) problems.push(`has markup inside CDATA: ${cdata.join(', ')}`);
  const external = externalReferences(doc);
  try {
    // <use> is dropped by the profile because it can pull in another file; one that points
    // inside this file only repeats its shapes (externalReferences reports any other).
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
    });
    const active = [...new Set(purify.removed.map(describeRemoved).filter(Boolean))];
    if (active.length) problems.push(`has active content: ${active.join(', ')}`);
  } catch (error) {
    // DOMPurify throws rather than remove the root in place; any such file is refused.
    problems.push(`cannot be made safe: ${error.message}`);
  }
  if (external.length)
    problems.push(`refers to files outside itself: ${[...new Set(external)].join(', ')}`);
  return problems.map(
    (problem) =>
      `${problem}. SVG files may hold shapes and styles only (no script, event handlers, links or embedded pages).`,
  );
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The content check's problems for public/, as { file, message } like content/load.ts's. */
export function publicFileProblems(publicDir, projectDir = process.cwd()) {
  const problems = publicLinkProblems(publicDir, projectDir, checkedFolders);
  for (const folder of checkedFolders) {
    // A linked folder is named above; what it points at is not read.
    if (lstatSync(join(publicDir, folder), { throwIfNoEntry: false })?.isSymbolicLink()) continue;
    for (const name of filesUnder(join(publicDir, folder)).sort()) {
      const path = join(publicDir, folder, name);
      const file = relative(projectDir, path).split('\\').join('/');
      const ext = extname(name).toLowerCase();
      if (folder === 'uploads' && !uploadTypes.includes(ext))
        problems.push({
          file,
          message: `a ${ext || 'extension-less'} file cannot be served safely from the site; uploads may be images (${uploadTypes.join(', ')}) only`,
        });
      else if (ext === '.svg') {
        let found;
        try {
          found = svgProblems(readFileSync(path, 'utf8'));
        } catch (error) {
          // Whatever the file holds, the answer names it: never a stack trace without a file.
          found = [`cannot be checked: ${error.message}`];
        }
        for (const message of found) problems.push({ file, message });
      }
    }
  }
  return problems;
}
