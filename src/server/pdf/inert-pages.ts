import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, type PDFObject } from 'pdf-lib';

/**
 * What a page may keep: how it looks (boxes, resources, contents, rotation, transparency group) and its
 * annotations. Page actions (/AA), thumbnails, transitions, metadata and any key of the author's own go.
 */
const PAGE_KEYS = new Set(['Type', 'Parent', 'Resources', 'MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Contents', 'Rotate', 'Group', 'UserUnit', 'Annots']);

/** Annotations that only show something: links (to the web only, see below), notes and markup. */
const PASSIVE_ANNOTATIONS = new Set([
  'Link',
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'Popup',
]);

/** What such an annotation may keep: its place, look and text. Actions (/A, /AA, /PA), destinations and other keys go. */
const ANNOTATION_KEYS = new Set([
  'Type',
  'Subtype',
  'Rect',
  'Contents',
  'NM',
  'M',
  'F',
  'AP',
  'AS',
  'Border',
  'BS',
  'BE',
  'C',
  'IC',
  'CA',
  'T',
  'Subj',
  'CreationDate',
  'Open',
  'Name',
  'QuadPoints',
  'InkList',
  'L',
  'LE',
  'LL',
  'LLE',
  'LLO',
  'Vertices',
  'DA',
  'DS',
  'Q',
  'RD',
  'H',
  'IT',
  'Rotate',
  'Popup',
  'Parent',
  'IRT',
  'RT',
]);
/** Keys that name another annotation: kept only when that annotation is kept too. */
const ANNOTATION_LINKS = ['Popup', 'Parent', 'IRT'];

/** A plain link's address: the web or e-mail, nothing a reader would hand to another program. */
const PLAIN_URI = /^(https?:\/\/|mailto:)/i;

function keepOnly(dict: PDFDict, keys: Set<string>): void {
  for (const key of dict.keys()) if (!keys.has(key.decodeText())) dict.delete(key);
}

/** A link's web address when its action is a plain URI action, else null (chained /Next actions are never kept). */
function plainUri(annotation: PDFDict): PDFString | PDFHexString | null {
  const action = annotation.lookup(PDFName.of('A'));
  if (!(action instanceof PDFDict) || action.get(PDFName.of('S')) !== PDFName.of('URI')) return null;
  const uri = action.lookup(PDFName.of('URI'));
  return (uri instanceof PDFString || uri instanceof PDFHexString) && PLAIN_URI.test(uri.decodeText()) ? uri : null;
}

/** The page's annotations that only show something, stripped to what they show; plain web links keep their address. */
function inertAnnotations(document: PDFDocument, annots: PDFArray): PDFArray {
  const { context } = document;
  const kept = new Map<PDFObject, PDFDict>();
  for (const item of annots.asArray()) {
    const annotation = context.lookup(item);
    if (!(annotation instanceof PDFDict)) continue;
    const subtype = annotation.get(PDFName.of('Subtype'));
    if (!(subtype instanceof PDFName) || !PASSIVE_ANNOTATIONS.has(subtype.decodeText())) continue;
    const uri = subtype === PDFName.of('Link') ? plainUri(annotation) : null;
    keepOnly(annotation, ANNOTATION_KEYS);
    if (uri) {
      const action = context.obj({ S: 'URI' });
      action.set(PDFName.of('URI'), uri);
      annotation.set(PDFName.of('A'), action);
    }
    kept.set(item, annotation);
  }
  const keptRefs = new Set<PDFObject>([...kept.keys()].filter((item) => item instanceof PDFRef));
  for (const annotation of kept.values()) {
    for (const key of ANNOTATION_LINKS) {
      const target = annotation.get(PDFName.of(key));
      if (target !== undefined && !keptRefs.has(target)) annotation.delete(PDFName.of(key));
    }
  }
  return context.obj([...kept.keys()]);
}

/**
 * Fills a form's values into the pages (so what the applicant typed stays visible) and removes the form; a form
 * pdf-lib cannot draw is left to inertPages, which drops its fields' widgets.
 */
function flattenForm(document: PDFDocument): void {
  const acroForm = document.catalog.lookup(PDFName.of('AcroForm'));
  if (!(acroForm instanceof PDFDict)) return;
  // XFA is another form model pdf-lib does not draw (it warns on the console and drops it): it goes with the form.
  acroForm.delete(PDFName.of('XFA'));
  try {
    document.getForm().flatten();
  } catch {
    // The widgets go with the other active annotations below.
  }
}

/**
 * Copies every page of `source` to the end of `target` with nothing a reader could run, open or send: no page
 * actions, no form, no JavaScript, launch, remote-document, submit or import actions, no attachments or rich
 * media, and links that only open a web or e-mail address. Only what the pages reach is copied, so the source's
 * document-level actions, name trees (JavaScript, embedded files), form and outline never reach `target`.
 * `source` is changed on the way.
 */
export async function appendInertPages(target: PDFDocument, source: PDFDocument): Promise<number> {
  flattenForm(source);
  for (const page of source.getPages()) {
    keepOnly(page.node, PAGE_KEYS);
    const annots = page.node.lookup(PDFName.of('Annots'));
    if (annots instanceof PDFArray) page.node.set(PDFName.of('Annots'), inertAnnotations(source, annots));
    else page.node.delete(PDFName.of('Annots'));
  }
  const pages = await target.copyPages(source, source.getPageIndices());
  for (const page of pages) target.addPage(page);
  return pages.length;
}
