import { SaxesParser } from 'saxes';
import { DocumentRejected } from './extraction-types';

/** An XML element by its local name (prefixes differ between writers; the local names of a format do not). */
export interface XmlElement {
  name: string;
  /** Attributes by local name (the last one wins if two namespaces share a name). */
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

// Deeper nesting than this is no real document (LibreOffice's own limit is far lower); it would also blow the stack.
const MAX_DEPTH = 256;

export const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

/**
 * Parses XML into a small element tree with saxes (strict, no DTD processing: entity expansion bombs and external
 * entities cannot happen). Throws DocumentRejected("corrupt <what>: …") for XML that is not well-formed.
 */
export function parseXml(xml: string, what: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let failure: string | null = null;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  parser.on('opentag', (tag) => {
    if (stack.length > MAX_DEPTH)
      throw new DocumentRejected(`${what} nests elements more than ${MAX_DEPTH} deep; refused`);
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
      if (attr.prefix !== 'xmlns' && attr.name !== 'xmlns') attrs[attr.local] = attr.value;
    }
    const element: XmlElement = { name: tag.local ?? tag.name, attrs, children: [] };
    stack[stack.length - 1].children.push(element);
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  const onText = (text: string) => stack[stack.length - 1].children.push(text);
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.write(xml).close();
  if (failure) throw new DocumentRejected(`corrupt ${what}: ${String(failure).split('\n')[0].slice(0, 200)}`);
  const top = root.children.find(isElement);
  if (!top) throw new DocumentRejected(`corrupt ${what}: no root element`);
  return top;
}

/** The child elements named `name` (any namespace). */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((c): c is XmlElement => isElement(c) && c.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c): c is XmlElement => isElement(c) && c.name === name);

/** Every descendant named `name`, in document order (not looking inside a match). */
export function findAll(element: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const child of element.children) {
    if (!isElement(child)) continue;
    if (child.name === name) out.push(child);
    else findAll(child, name, out);
  }
  return out;
}

/** All text under an element, concatenated as it appears. */
export function textContent(node: XmlNode): string {
  if (!isElement(node)) return node;
  let out = '';
  for (const child of node.children) out += textContent(child);
  return out;
}
