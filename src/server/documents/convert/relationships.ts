import { SaxesParser } from 'saxes';

/** One `<Relationship>` of a package's `.rels` part, as an XML parser reads it (entities and prefixes resolved). */
export interface Relationship {
  id: string;
  type: string;
  target: string;
  /** TargetMode is anything but Internal: the target is a URL or path outside the package. */
  external: boolean;
}

const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Where a hyperlink points at its relationship: Word's `<w:hyperlink r:id>` and DrawingML's click and hover links. */
const HYPERLINK_ELEMENTS = new Set(['hyperlink', 'hlinkClick', 'hlinkHover', 'hlinkMouseOver']);

function parse(xml: string, onTag: (local: string, uri: string, attributes: { local: string; uri: string; value: string }[], depth: number) => void): void {
  const parser = new SaxesParser({ xmlns: true });
  let depth = 0;
  parser.on('opentag', (tag) => {
    onTag(tag.local ?? '', tag.uri ?? '', Object.values(tag.attributes), depth);
    if (!tag.isSelfClosing) depth += 1;
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth -= 1;
  });
  parser.write(xml).close();
}

/** The relationships of a `.rels` part; throws on XML that does not parse (a DTD's own entities included). */
export function readRelationships(xml: string): Relationship[] {
  const found: Relationship[] = [];
  let rootOk = false;
  parse(xml, (local, uri, attributes, depth) => {
    if (depth === 0) rootOk = local === 'Relationships' && uri === PACKAGE_RELATIONSHIPS;
    if (!rootOk || depth !== 1 || local !== 'Relationship' || uri !== PACKAGE_RELATIONSHIPS) return;
    const value = (name: string) => attributes.find((attribute) => attribute.local === name && attribute.uri === '')?.value ?? '';
    const mode = value('TargetMode').trim();
    found.push({ id: value('Id'), type: value('Type'), target: value('Target'), external: mode !== '' && mode !== 'Internal' });
  });
  return found;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A `.rels` part written from scratch: LibreOffice reads exactly what was checked, nothing the original spelled otherwise. */
export function writeRelationships(relationships: Relationship[]): string {
  const items = relationships.map(
    (r) => `<Relationship Id="${escape(r.id)}" Type="${escape(r.type)}" Target="${escape(r.target)}"${r.external ? ' TargetMode="External"' : ''}/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${items.join('')}</Relationships>`;
}

/**
 * The relationship ids a part uses other than as a hyperlink's target (a picture's `r:link`/`r:embed`, an OLE object's
 * `r:id`, `o:relid`, …). Every attribute counts, whatever its name: a reader resolves an id wherever it expects one,
 * whatever the relationship's declared Type. Throws on XML that does not parse.
 */
export function nonHyperlinkUses(xml: string): Set<string> {
  const ids = new Set<string>();
  parse(xml, (local, _uri, attributes) => {
    for (const attribute of attributes) {
      if (HYPERLINK_ELEMENTS.has(local) && attribute.local === 'id') continue;
      ids.add(attribute.value.trim());
    }
  });
  return ids;
}
