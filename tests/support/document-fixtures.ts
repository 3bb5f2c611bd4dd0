import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, ExternalHyperlink, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { controlLabel, staffText } from './staff-text.ts';

/** Files for upload tests, made here and now: real documents of every accepted type, and the ones refused. */

/** A PDF with `pages` Letter pages, each with a heading, a line of text and a coloured box. */
export async function makePdf(pages = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Test document page ${n}`, { x: 72, y: 700, size: 28, font });
    page.drawRectangle({ x: 72, y: 400, width: 300, height: 200, color: rgb(0.1, 0.4, 0.8) });
  }
  return Buffer.from(await pdf.save());
}

/** One page of a PDF rendered by pdftoppm (poppler-utils) as PNG or JPEG. */
export async function makeImage(kind: 'png' | 'jpeg', resolution = 40): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-image-'));
  try {
    writeFileSync(join(dir, 'page.pdf'), await makePdf(1));
    execFileSync('pdftoppm', [`-${kind}`, '-r', String(resolution), '-singlefile', join(dir, 'page.pdf'), join(dir, 'out')]);
    return readFileSync(join(dir, kind === 'png' ? 'out.png' : 'out.jpg'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PNG of random pixels about `bytes` long: noise does not compress, so the file stays that big inside a .docx. */
export function makeNoisePng(bytes: number): Buffer {
  const width = 600;
  const rowBytes = 1 + width * 3;
  const height = Math.max(1, Math.floor(bytes / rowBytes));
  const rows = randomBytes(rowBytes * height);
  for (let row = 0; row < height; row += 1) rows[row * rowBytes] = 0; // filter type None
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A real Word document: headings, paragraphs, a table, a picture (`picture`, or a small rendered page), and a web link when given `link`. */
export async function makeDocx({ picture, link }: { picture?: Buffer; link?: string } = {}): Promise<Buffer> {
  picture ??= await makeImage('png', 30);
  const cell = (text: string, bold = false) =>
    new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: staffText('uischemas/final-steps.uischema.json', '/elements/0/label'), heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Why I want to study here', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ children: [new TextRun('I have wanted to study engineering since I built my first radio. '), new TextRun({ text: 'This sentence is bold.', bold: true })] }),
          new Table({
            rows: [
              new TableRow({ children: [cell(controlLabel('uischemas/education.uischema.json', 'activity_name'), true), cell('Years', true)] }),
              new TableRow({ children: [cell('Robotics club'), cell('3')] }),
              new TableRow({ children: [cell('School orchestra'), cell('4')] }),
            ],
          }),
          new Paragraph({ text: 'A picture of my project', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ children: [new ImageRun({ type: 'png', data: picture, transformation: { width: 240, height: 310 } })] }),
          ...(link ? [new Paragraph({ children: [new ExternalHyperlink({ link, children: [new TextRun({ text: 'My portfolio', style: 'Hyperlink' })] })] })] : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A ZIP archive with deflated entries (enough of the format for a .docx). */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A .docx-shaped ZIP well under 1 MB that unpacks to 50 MB of zeros. */
export function makeZipBombDocx(): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'word/document.xml', data: Buffer.alloc(50 * 1024 * 1024) },
  ]);
}

/**
 * A real .docx under every upload limit (about 75 KB zipped, 18 MB unpacked, three entries) whose 120,000 paragraphs
 * of text keep LibreOffice laying out pages for far longer than any test waits (over 25 s on the CI machine).
 */
export function makeSlowDocx(): Buffer {
  const paragraph =
    '<w:p><w:r><w:t>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</w:t></w:r></w:p>';
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph.repeat(120_000)}</w:body></w:document>`;
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const relationships =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: '_rels/.rels', data: Buffer.from(relationships) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** Linux executable bytes (an ELF header and filler), to be uploaded under a .pdf name. */
export function makeExecutable(): Buffer {
  const bytes = Buffer.alloc(4096, 0x90);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes);
  return bytes;
}

/** A PDF whose trailer names an encryption dictionary: readers ask for a password. */
export function makeEncryptedPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    '4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >> endobj',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One byte more than the 1 MB limit, starting like a PDF. */
export function makeOversizeFile(limit = 1048576): Buffer {
  const bytes = Buffer.alloc(limit + 1, 0x20);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

/** Pages of a PDF as counted by pdfinfo (poppler-utils), independent of the code under test. */
export function pdfPageCount(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-pdfinfo-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    const info = execFileSync('pdfinfo', [join(dir, 'file.pdf')], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 'NaN');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders every page of a PDF to PNG with pdftoppm; returns the PNG files' bytes. */
export function renderPdf(pdf: Uint8Array, resolution = 50): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-render-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(resolution), join(dir, 'file.pdf'), join(dir, 'page')]);
    return execFileSync('ls', [dir], { encoding: 'utf8' })
      .split('\n')
      .filter((name) => name.startsWith('page'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const WORD = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const OFFICE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const RELATIONSHIP_TYPES = {
  image: `${OFFICE_RELATIONSHIPS}/image`,
  hyperlink: `${OFFICE_RELATIONSHIPS}/hyperlink`,
  header: `${OFFICE_RELATIONSHIPS}/header`,
  attachedTemplate: `${OFFICE_RELATIONSHIPS}/attachedTemplate`,
  settings: `${OFFICE_RELATIONSHIPS}/settings`,
  frame: `${OFFICE_RELATIONSHIPS}/frame`,
  altChunk: `${OFFICE_RELATIONSHIPS}/aFChunk`,
};

/** A Word paragraph with a 3 × 3 cm picture whose bytes are not in the file but at relationship `id` (`r:link`). */
export function linkedPictureXml(id: string, attribute: 'link' | 'embed' = 'link'): string {
  const size = 1080000;
  return `<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${size}" cy="${size}"/><wp:docPr id="1" name="Picture 1"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="picture.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:${attribute}="${id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${size}" cy="${size}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

/** A Word paragraph with a hyperlink on `text` to relationship `id`. */
export function hyperlinkXml(id: string, text: string): string {
  return `<w:p><w:hyperlink r:id="${id}"><w:r><w:t>${text}</w:t></w:r></w:hyperlink></w:p>`;
}

/** `<Relationship>` elements as a .rels part holds them; `external` adds TargetMode="External". */
export function relationshipsXml(items: { id: string; type: string; target: string; external?: boolean }[]): string {
  const body = items.map((r) => `<Relationship Id="${r.id}" Type="${r.type}" Target="${r.target}"${r.external ? ' TargetMode="External"' : ''}/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
}

/** A Word body part (document, header, footer, glossary) around `body`, with every namespace the fixtures use. */
export function wordPartXml(root: 'document' | 'hdr' | 'ftr' | 'glossaryDocument', body: string): string {
  const inner = root === 'document' || root === 'glossaryDocument' ? `<w:body>${body}</w:body>` : body;
  return `<?xml version="1.0" encoding="UTF-8"?><w:${root} xmlns:w="${WORD}" xmlns:r="${OFFICE_RELATIONSHIPS}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing">${inner}</w:${root}>`;
}

/**
 * A hand-made .docx, as an attacker would write one: `body` is the document's Word XML, `relationships` its
 * word/_rels/document.xml.rels entries, `parts` any more files (headers, settings, their .rels).
 */
export function makeHandMadeDocx(body: string, relationships: Parameters<typeof relationshipsXml>[0], parts: { name: string; data: string | Buffer }[] = []): Buffer {
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: '_rels/.rels', data: Buffer.from(relationshipsXml([{ id: 'rId1', type: `${OFFICE_RELATIONSHIPS}/officeDocument`, target: 'word/document.xml' }])) },
    { name: 'word/document.xml', data: Buffer.from(wordPartXml('document', `<w:p><w:r><w:t>My personal statement</w:t></w:r></w:p>${body}`)) },
    { name: 'word/_rels/document.xml.rels', data: Buffer.from(relationshipsXml(relationships)) },
    ...parts.map((part) => ({ name: part.name, data: Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data) })),
  ]);
}

/** A one-page PDF whose only text is `marker`: a file on the server a document must never pull into its PDF. */
export async function makeMarkerPdf(marker: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([300, 300]).drawText(marker, { x: 20, y: 150, size: 14, font });
  return Buffer.from(await pdf.save());
}

/** The text of a PDF as pdftotext (poppler-utils) reads it. */
export function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-pdftotext-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many images a PDF draws, as pdfimages (poppler-utils) lists them. */
export function pdfImageCount(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-pdfimages-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    return execFileSync('pdfimages', ['-list', join(dir, 'file.pdf')], { encoding: 'utf8' }).trim().split('\n').length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
