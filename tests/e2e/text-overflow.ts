/** One piece of text that leaves its box, as the layout spec reports it. */
export interface TextOverflow {
  /** The start of the text. */
  text: string;
  /** The box it leaves: tag, id or first class. */
  box: string;
  /** How far past the box's edge, in CSS px. */
  by: number;
}

/**
 * Runs in the page (passed to page.evaluate, so it is self-contained): every visible text node
 * whose line boxes reach past the content box of the block that holds it (into its padding or
 * beyond its border: a long word that did not wrap), or past the padding box of any block around
 * that one (a box that a long word made wider than its parent), and every element holding text
 * whose content is wider than the element (scrollWidth > clientWidth).
 *
 * Horizontal only: text glyphs may legitimately reach above or below a tight line box. Not
 * counted: text clipped on purpose (visually hidden text for screen readers), text scrolled or
 * slid out of a clipping box (sideways-scrolling rows, carousel slides not shown), and text whose
 * block is positioned out of the flow (the ancestors above such a block are not compared).
 */
export function findTextOverflow(tolerance: number): TextOverflow[] {
  const found: TextOverflow[] = [];
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'SELECT']);
  const describe = (element: Element) => {
    const firstClass = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${firstClass ? `.${firstClass}` : ''}`;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const checkedScroll = new Set<Element>();

  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || skipped.has(parent.tagName) || parent.closest('svg')) continue;
    if (getComputedStyle(parent).visibility !== 'visible') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (lines.length === 0) continue; // not rendered (display: none somewhere above)

    // The chain of boxes around the text, and whether something clips it away on purpose.
    let hidden = false;
    const chain: { element: Element; style: CSSStyleDeclaration }[] = [];
    for (let element: Element | null = parent; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if ((style.clip && style.clip !== 'auto') || style.clipPath !== 'none') hidden = true;
      if (style.overflowX !== 'visible') {
        const box = element.getBoundingClientRect();
        if (lines.every((line) => line.right <= box.left || line.left >= box.right)) hidden = true;
      }
      chain.push({ element, style });
    }
    if (hidden) continue;

    let own = true;
    for (const { element, style } of chain) {
      if (element === document.documentElement) break;
      if (style.display === 'inline' || style.display === 'contents') continue;
      // A box around the text's own block that scrolls or clips: what leaves it is scrolled
      // (a sideways-scrolling row of chips) or cut on purpose; it is not compared.
      if (!own && style.overflowX !== 'visible') break;
      const box = element.getBoundingClientRect();
      const inset = (side: 'Left' | 'Right') =>
        parseFloat(style[`border${side}Width`]) + (own ? parseFloat(style[`padding${side}`]) : 0);
      const left = box.left + inset('Left');
      const right = box.right - inset('Right');
      const out = lines.find(
        (line) => line.left < left - tolerance || line.right > right + tolerance,
      );
      if (out) {
        found.push({
          text: text.slice(0, 60),
          box: describe(element),
          by: Math.round(Math.max(left - out.left, out.right - right)),
        });
        break;
      }
      if (own && !checkedScroll.has(element) && style.overflowX === 'visible') {
        checkedScroll.add(element);
        const html = element as HTMLElement;
        if (html.scrollWidth > html.clientWidth + tolerance && html.clientWidth > 0) {
          found.push({
            text: text.slice(0, 60),
            box: `${describe(element)} (scrollWidth ${html.scrollWidth} > ${html.clientWidth})`,
            by: html.scrollWidth - html.clientWidth,
          });
          break;
        }
      }
      own = false;
      // Out of the flow, or a box that clips or scrolls what leaves it: stop comparing here.
      if (
        style.overflowX !== 'visible' ||
        style.position === 'absolute' ||
        style.position === 'fixed'
      )
        break;
    }
  }
  return found;
}
