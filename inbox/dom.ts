/** The inbox's DOM comes from here (render.ts and the parts it shows), never from markup. */
type Children = (Node | string | null | undefined | false)[];

export function el(
  doc: Document,
  tag: string,
  attributes: Record<string, string> = {},
  children: Children = [],
): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}
