import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, ExternalHyperlink, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, rgb, StandardFonts } from 'pdf-lib';
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of random pixels about `bytes` long: noise does not compress, so the file stays that big inside a .docx. */
export function makeNoisePng(bytes: number): Buffer {
  const width = 600;
  const rowBytes = 1 + width * 3;
  const height = Math.max(1, Math.floor(bytes / rowBytes));
  const rows = randomBytes(rowBytes * height);
  for (let row = 0; row < height; row += 1) rows[row * rowBytes] = 0; // filter type None
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 0 })), pngChunk('IEND', Buffer.alloc(0))]);
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
          new Paragraph({
            children: [new TextRun('I have wanted to study engineering since I built my first radio. '), new TextRun({ text: 'This sentence is bold.', bold: true })],
          }),
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
    return (
      execFileSync('pdfimages', ['-list', join(dir, 'file.pdf')], { encoding: 'utf8' })
        .trim()
        .split('\n').length - 2
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid greyscale PNG of `width` × `height` black pixels: zeros compress about a thousandfold, so an 8000 × 8000
 * picture (64 million pixels to decode) is a file of some 60 KB.
 */
export function makeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, adaptive filters, no interlace
  const rows = Buffer.alloc((1 + width) * height); // each row: filter type None, then black pixels
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A JPEG whose frame header (SOF0) declares `width` × `height`, followed by a scan header and the end marker: what a
 * reader learns from the header before decoding anything.
 */
export function makeJpegHeader(width: number, height: number): Buffer {
  const segment = (marker: number, data: number[]) => Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);
  const app0 = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]); // JFIF
  const sof0 = segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const sos = segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, sos, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
}

/**
 * A one-page PDF carrying every kind of active content a reader may run or open: JavaScript when the document or
 * the page opens, document-level JavaScript and an embedded file in its name tree, link annotations that launch a
 * program, run JavaScript, open a remote PDF, submit or import form data, a URI link with a JavaScript action chained
 * after it, a file attachment, rich media, and a filled form field (AcroForm with XFA) with a keystroke script.
 * Also one plain web link, which stays.
 */
export async function makeActivePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Active content test page', { x: 72, y: 700, size: 24, font });
  const context = pdf.context;
  const script = (code: string) => context.register(context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) }));
  const file = context.register(context.flateStream('MZ this is a program', { Type: 'EmbeddedFile' }));
  const fileSpec = context.register(context.obj({ Type: 'Filespec', F: PDFString.of('tool.exe'), UF: PDFHexString.fromText('tool.exe'), EF: { F: file } }));

  pdf.catalog.set(PDFName.of('OpenAction'), script('app.alert("document open")'));
  pdf.catalog.set(PDFName.of('AA'), context.obj({ WC: script('app.alert("will close")') }));
  pdf.catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: { Names: [PDFString.of('startup'), script('app.alert("name tree")')] },
      EmbeddedFiles: { Names: [PDFString.of('tool.exe'), fileSpec] },
    }),
  );
  page.node.set(PDFName.of('AA'), context.obj({ O: script('app.alert("page open")'), C: script('app.alert("page close")') }));

  let y = 640;
  const annotation = (fields: Record<string, unknown>) => {
    y -= 30;
    return context.register(context.obj({ Type: 'Annot', Rect: [72, y, 300, y + 20], Border: [0, 0, 0], ...(fields as object) } as never));
  };
  const links = [
    annotation({ Subtype: 'Link', A: { S: 'Launch', F: PDFString.of('cmd.exe'), Win: { F: PDFString.of('cmd.exe'), P: PDFString.of('/c calc') } } }),
    annotation({ Subtype: 'Link', A: script('app.alert("link")') }),
    annotation({ Subtype: 'Link', A: { S: 'URI', URI: PDFString.of('https://example.org/chained'), Next: script('app.alert("next")') } }),
    annotation({ Subtype: 'Link', A: { S: 'GoToR', F: PDFString.of('other.pdf'), D: [0, 'Fit'] } }),
    annotation({ Subtype: 'Link', A: { S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://example.org/collect') } } }),
    annotation({ Subtype: 'Link', A: { S: 'ImportData', F: PDFString.of('data.fdf') } }),
    annotation({ Subtype: 'Link', A: { S: 'URI', URI: PDFString.of('https://example.org/plain') } }),
    annotation({ Subtype: 'Link', AA: { E: script('app.alert("mouse enter")') } }),
    annotation({ Subtype: 'FileAttachment', FS: fileSpec, Contents: PDFString.of('attachment'), Name: 'PushPin' }),
    annotation({ Subtype: 'RichMedia', RichMediaContent: { Assets: { Names: [PDFString.of('movie.swf'), fileSpec] } } }),
  ];
  page.node.set(PDFName.of('Annots'), context.obj(links));

  const form = pdf.getForm();
  const field = form.createTextField('applicant.name');
  field.setText('Filled in value');
  field.addToPage(page, { x: 72, y: 200, width: 300, height: 30, font });
  field.acroField.dict.set(PDFName.of('AA'), context.obj({ K: script('app.alert("keystroke")') }));
  // pdf-lib drops XFA when it saves a form it fills in, so the XFA goes into the finished file.
  const saved = await PDFDocument.load(await pdf.save(), { updateMetadata: false });
  const acroForm = saved.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
  acroForm.set(PDFName.of('XFA'), saved.context.obj([PDFString.of('template'), saved.context.register(saved.context.flateStream('<template/>'))]));
  return Buffer.from(await saved.save({ updateFieldAppearances: false }));
}

/** A PDF that starts like one (`%PDF-1.7`) and goes on with bytes that are no PDF at all. */
export function makeJunkPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(4096)]);
}

/** A PDF of one page and `objects` small extra objects (in object streams, so the file stays small). */
export async function makeManyObjectPdf(objects: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('A page with many objects behind it', { x: 72, y: 700, size: 20, font });
  for (let n = 0; n < objects; n += 1) pdf.context.register(pdf.context.obj({ N: n, Kind: 'Filler' }));
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}
