/**
 * Runs in the page (passed to page.evaluate, so it is self-contained): what under the elements
 * `selector` matches is laid out on more lines than it should be. `words`: every word split
 * across two lines (a whole word's boxes share one line). `buttons`: the label of every button
 * that takes two lines or more. Boxes of 1 px or less (visually hidden text) are not counted.
 */
export function lineBreaks(selector: string): { words: string[]; buttons: string[] } {
  const lineCount = (range: Range) => {
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 1 && rect.height > 1)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    // Boxes on one line may start a pixel or two apart (mixed scripts); a new line is far lower.
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
  };
  const words: string[] = [];
  const buttons: string[] = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lineCount(range) > 1) words.push(match[0]);
      }
    }
    for (const button of root.querySelectorAll('button')) {
      const range = document.createRange();
      range.selectNodeContents(button);
      if (lineCount(range) > 1) buttons.push((button.textContent ?? '').trim());
    }
  }
  return { words, buttons };
}
