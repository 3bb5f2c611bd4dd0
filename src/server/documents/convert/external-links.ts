import { zipSync, type Zippable } from 'fflate';
import { ConversionRefused } from './refused.ts';
import { nonHyperlinkUses, readRelationships, writeRelationships, type Relationship } from './relationships.ts';
import { checkDocxZip, type ZipEntry, type ZipLimits } from './zip-check.ts';

const HYPERLINK_TYPES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/hyperlink',
]);
/** Hyperlinks a reader of the application may follow; LibreOffice only writes them into the PDF, never opens them. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** An embedded Word or Excel file is a package of its own, and LibreOffice may open it: it is cleaned the same way. */
const MAX_NESTING = 2;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const utf8 = new TextDecoder('utf-8', { fatal: true });

function folderOf(part: string): string {
  return part.includes('/') ? part.slice(0, part.lastIndexOf('/') + 1) : '';
}

/** `word/_rels/document.xml.rels` → `word/document.xml`; `_rels/.rels` (the package's own) → null. */
function sourceOf(relsName: string): string | null {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/i.exec(relsName);
  return match && match[2] !== '' ? `${match[1]}${match[2]}` : null;
}

/** An internal target names a part of this package: no scheme, no UNC or drive, never above the package's root. */
function staysInPackage(target: string, source: string | null): boolean {
  let path: string;
  try {
    path = decodeURIComponent(target);
  } catch {
    return false;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.includes('\\') || path.startsWith('//')) return false;
  const segments = (path.startsWith('/') ? path : folderOf(source ?? '') + path).split('/');
  let depth = 0;
  for (const segment of segments) {
    if (segment === '..') depth -= 1;
    else if (segment !== '' && segment !== '.') depth += 1;
    if (depth < 0) return false;
  }
  return true;
}

function webLink(target: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(target).protocol);
  } catch {
    return false;
  }
}

/**
 * The relationships LibreOffice may follow: internal ones inside the package, and external ones only when they are
 * web or mail hyperlinks used by nothing but hyperlinks. Every other external target (a linked picture, an OLE link,
 * an attached template, a sub-document, an altChunk, a frame's page, a `file://` or UNC path, a relative path next to
 * the document on the server) is dropped: LibreOffice would fetch or read it while converting. Word saves a picture
 * it could not embed as such a link; without it the picture is simply missing, as in Word offline.
 */
function keptRelationships(relationships: Relationship[], uses: Set<string> | null, source: string | null): Relationship[] {
  return relationships.filter((r) => {
    if (!r.external) return staysInPackage(r.target, source);
    return HYPERLINK_TYPES.has(r.type) && webLink(r.target) && uses !== null && !uses.has(r.id.trim());
  });
}

function isZip(data: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => data[i] === byte);
}

/** What is left of the unpacked-size budget, shared by the package and every package inside it. */
interface Budget {
  bytes: number;
  maxEntries: number;
}

function cleanEntries(entries: ZipEntry[], budget: Budget, nesting: number): Uint8Array {
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) {
    // Part names are case-insensitive: two spellings of one part would let a reader take the one not checked here.
    const key = entry.name.toLowerCase();
    if (byName.has(key)) throw new ConversionRefused('unreadableDocx');
    byName.set(key, entry);
  }
  const files: Zippable = {};
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    let data = entry.data;
    if (entry.name.toLowerCase().endsWith('.rels')) {
      let relationships: Relationship[];
      try {
        relationships = readRelationships(utf8.decode(data));
      } catch {
        throw new ConversionRefused('unreadableDocx');
      }
      const source = sourceOf(entry.name);
      const sourceEntry = source === null ? undefined : byName.get(source.toLowerCase());
      let uses: Set<string> | null = new Set();
      if (sourceEntry) {
        try {
          uses = nonHyperlinkUses(utf8.decode(sourceEntry.data));
        } catch {
          uses = null; // unreadable here: none of its external links is kept
        }
      }
      data = new TextEncoder().encode(writeRelationships(keptRelationships(relationships, uses, source)));
    } else if (isZip(data)) {
      if (nesting >= MAX_NESTING) throw new ConversionRefused('unreadableDocx');
      const inner = checkDocxZip(data, { maxUnpackedBytes: budget.bytes, maxEntries: budget.maxEntries });
      budget.bytes -= inner.reduce((sum, e) => sum + e.data.length, 0);
      data = cleanEntries(inner, budget, nesting + 1);
    }
    // Stored, not deflated: the copy only lives in the conversion's folder, and compressing it again costs time.
    files[entry.name] = [data, { level: 0 }];
  }
  return zipSync(files);
}

/**
 * The checked .docx (its entries as they unpack) written again without any external relationship but web and mail
 * hyperlinks, in every part: document, headers, footers, notes, glossary, settings, charts, embedded packages.
 */
export function stripExternalLinks(entries: ZipEntry[], limits: ZipLimits): Uint8Array {
  const unpacked = entries.reduce((sum, entry) => sum + entry.data.length, 0);
  return cleanEntries(entries, { bytes: limits.maxUnpackedBytes - unpacked, maxEntries: limits.maxEntries }, 0);
}
