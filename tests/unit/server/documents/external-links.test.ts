// Every external relationship but a web or mail hyperlink is taken out of a .docx before LibreOffice reads it, in
// whatever part it sits and however it is spelled. The package is checked as the conversion does, then unpacked by
// fflate, independently of the code under test.
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { stripExternalLinks } from '../../../../src/server/documents/convert/external-links.ts';
import { ConversionRefused } from '../../../../src/server/documents/convert/refused.ts';
import { checkDocxZip } from '../../../../src/server/documents/convert/zip-check.ts';
import {
  hyperlinkXml,
  linkedPictureXml,
  makeDocx,
  makeHandMadeDocx,
  makeZip,
  RELATIONSHIP_TYPES,
  relationshipsXml,
  wordPartXml,
} from '../../../support/document-fixtures.ts';

const limits = { maxUnpackedBytes: 20 * 1024 * 1024, maxEntries: 2000 };
const strip = (docx: Uint8Array) => unzipSync(stripExternalLinks(checkDocxZip(docx, limits), limits));
const targets = (files: Record<string, Uint8Array>, part: string) => [...strFromU8(files[part]!).matchAll(/Target="([^"]*)"/g)].map((m) => m[1]);

function reasonOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ConversionRefused ? error.reason : `other: ${String(error)}`;
  }
}

describe('stripExternalLinks', () => {
  it('drops linked pictures to web, file, UNC and relative targets, and keeps embedded ones', () => {
    const docx = makeHandMadeDocx(
      ['rIdWeb', 'rIdFile', 'rIdUnc', 'rIdRelative', 'rIdDrive'].map((id) => linkedPictureXml(id)).join('') + linkedPictureXml('rIdMedia', 'embed'),
      [
        { id: 'rIdWeb', type: RELATIONSHIP_TYPES.image, target: 'http://169.254.169.254/latest/meta-data/', external: true },
        { id: 'rIdFile', type: RELATIONSHIP_TYPES.image, target: 'file:///srv/data/files/uploads/pdf/1/submitted.pdf', external: true },
        { id: 'rIdUnc', type: RELATIONSHIP_TYPES.image, target: '\\\\fileserver\\share\\secret.png', external: true },
        { id: 'rIdRelative', type: RELATIONSHIP_TYPES.image, target: '../../data/files/uploads/pdf/1/submitted.pdf', external: true },
        { id: 'rIdDrive', type: RELATIONSHIP_TYPES.image, target: 'C:/secret.png', external: true },
        { id: 'rIdMedia', type: RELATIONSHIP_TYPES.image, target: 'media/image1.png' },
      ],
    );
    expect(targets(strip(docx), 'word/_rels/document.xml.rels')).toEqual(['media/image1.png']);
  });

  it('drops internal targets that leave the package: a URL, a UNC path, a path above its root', () => {
    const docx = makeHandMadeDocx(linkedPictureXml('rIdA', 'embed') + linkedPictureXml('rIdB', 'embed') + linkedPictureXml('rIdC', 'embed'), [
      { id: 'rIdA', type: RELATIONSHIP_TYPES.image, target: 'file:///etc/passwd' },
      { id: 'rIdB', type: RELATIONSHIP_TYPES.image, target: '//fileserver/share/x.png' },
      { id: 'rIdC', type: RELATIONSHIP_TYPES.image, target: '../../x.png' },
    ]);
    expect(targets(strip(docx), 'word/_rels/document.xml.rels')).toEqual([]);
  });

  it('keeps web and mail hyperlinks, and drops a file hyperlink', () => {
    const docx = makeHandMadeDocx(hyperlinkXml('rIdWeb', 'site') + hyperlinkXml('rIdMail', 'mail') + hyperlinkXml('rIdFile', 'file'), [
      { id: 'rIdWeb', type: RELATIONSHIP_TYPES.hyperlink, target: 'https://example.org/', external: true },
      { id: 'rIdMail', type: RELATIONSHIP_TYPES.hyperlink, target: 'mailto:me@example.org', external: true },
      { id: 'rIdFile', type: RELATIONSHIP_TYPES.hyperlink, target: 'file:///etc/passwd', external: true },
    ]);
    expect(targets(strip(docx), 'word/_rels/document.xml.rels')).toEqual(['https://example.org/', 'mailto:me@example.org']);
  });

  it('drops a "hyperlink" that a picture uses: the declared type is not what a reader goes by', () => {
    const docx = makeHandMadeDocx(hyperlinkXml('rIdX', 'site') + linkedPictureXml('rIdX'), [
      { id: 'rIdX', type: RELATIONSHIP_TYPES.hyperlink, target: 'http://127.0.0.1:8080/', external: true },
    ]);
    expect(targets(strip(docx), 'word/_rels/document.xml.rels')).toEqual([]);
  });

  it('reads the relationship as an XML parser does: an escaped TargetMode or another prefix is still external', () => {
    const rels = `<?xml version="1.0"?><p:Relationships xmlns:p="http://schemas.openxmlformats.org/package/2006/relationships"><p:Relationship Id="rIdA" Type="${RELATIONSHIP_TYPES.image}" Target="http://127.0.0.1/a" TargetMode="&#69;xternal"/><p:Relationship Id="rIdB" Type="${RELATIONSHIP_TYPES.image}" Target="&#x66;ile:///etc/passwd" TargetMode="External"/></p:Relationships>`;
    const files = unzipSync(new Uint8Array(makeHandMadeDocx(linkedPictureXml('rIdA') + linkedPictureXml('rIdB'), [])));
    files['word/_rels/document.xml.rels'] = new TextEncoder().encode(rels);
    expect(targets(strip(zipSync(files)), 'word/_rels/document.xml.rels')).toEqual([]);
  });

  it('cleans every part: headers, footers, glossary, settings (attached template), web settings (frames), embedded packages', () => {
    const inner = makeHandMadeDocx(linkedPictureXml('rIdIn'), [{ id: 'rIdIn', type: RELATIONSHIP_TYPES.image, target: 'http://127.0.0.1/inner', external: true }]);
    const docx = makeHandMadeDocx(
      linkedPictureXml('rIdMedia', 'embed'),
      [{ id: 'rIdMedia', type: RELATIONSHIP_TYPES.image, target: 'media/image1.png' }],
      [
        { name: 'word/header1.xml', data: wordPartXml('hdr', linkedPictureXml('rId1')) },
        {
          name: 'word/_rels/header1.xml.rels',
          data: relationshipsXml([{ id: 'rId1', type: RELATIONSHIP_TYPES.image, target: 'http://127.0.0.1/header', external: true }]),
        },
        { name: 'word/footer1.xml', data: wordPartXml('ftr', linkedPictureXml('rId1')) },
        { name: 'word/_rels/footer1.xml.rels', data: relationshipsXml([{ id: 'rId1', type: RELATIONSHIP_TYPES.image, target: 'file:///etc/passwd', external: true }]) },
        { name: 'word/glossary/document.xml', data: wordPartXml('glossaryDocument', linkedPictureXml('rId1')) },
        {
          name: 'word/glossary/_rels/document.xml.rels',
          data: relationshipsXml([{ id: 'rId1', type: RELATIONSHIP_TYPES.image, target: 'http://127.0.0.1/glossary', external: true }]),
        },
        {
          name: 'word/settings.xml',
          data: '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
        },
        {
          name: 'word/_rels/settings.xml.rels',
          data: relationshipsXml([{ id: 'rId1', type: RELATIONSHIP_TYPES.attachedTemplate, target: 'file://fileserver/templates/Normal.dotm', external: true }]),
        },
        {
          name: 'word/_rels/webSettings.xml.rels',
          data: relationshipsXml([{ id: 'rId1', type: RELATIONSHIP_TYPES.frame, target: 'http://127.0.0.1/frame', external: true }]),
        },
        { name: 'word/embeddings/Microsoft_Word_Document.docx', data: inner },
      ],
    );
    const files = strip(docx);
    for (const part of [
      'word/_rels/header1.xml.rels',
      'word/_rels/footer1.xml.rels',
      'word/glossary/_rels/document.xml.rels',
      'word/_rels/settings.xml.rels',
      'word/_rels/webSettings.xml.rels',
    ]) {
      expect(targets(files, part), part).toEqual([]);
    }
    expect(targets(files, 'word/_rels/document.xml.rels')).toEqual(['media/image1.png']);
    expect(targets(unzipSync(files['word/embeddings/Microsoft_Word_Document.docx']!), 'word/_rels/document.xml.rels')).toEqual([]);
  });

  it('refuses relationships that only a DTD could resolve, and two spellings of one part', () => {
    const dtd = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY mode "External">]><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdA" Type="${RELATIONSHIP_TYPES.image}" Target="http://127.0.0.1/" TargetMode="&mode;"/></Relationships>`;
    const withDtd = makeZip([
      { name: 'word/document.xml', data: Buffer.from(wordPartXml('document', linkedPictureXml('rIdA'))) },
      { name: 'word/_rels/document.xml.rels', data: Buffer.from(dtd) },
    ]);
    expect(reasonOf(() => strip(withDtd))).toBe('unreadableDocx');
    const twice = makeZip([
      { name: 'word/document.xml', data: Buffer.from('<a/>') },
      { name: 'WORD/document.xml', data: Buffer.from('<a/>') },
    ]);
    expect(reasonOf(() => strip(twice))).toBe('unreadableDocx');
  });

  it('leaves a normal Word document whole: every part, the same bytes but its relationships', async () => {
    const docx = await makeDocx({ link: 'https://example.org/portfolio' });
    const before = unzipSync(new Uint8Array(docx));
    const after = strip(docx);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const name of Object.keys(before).filter((n) => !n.endsWith('.rels'))) expect(Buffer.from(after[name]!).equals(Buffer.from(before[name]!)), name).toBe(true);
    expect(targets(after, 'word/_rels/document.xml.rels')).toEqual(targets(before, 'word/_rels/document.xml.rels'));
  });
});
