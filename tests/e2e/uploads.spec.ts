import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import fileUpload from '../../texts-and-settings/file-upload.json' with { type: 'json' };
import { makeDocx, makeOversizeFile } from '../support/document-fixtures.ts';
import { loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { staffText } from '../support/staff-text.ts';

const { texts, messages } = fileUpload;
const INPUT = '#personal_statement_doc';

async function openUploadTab(page: Page, baseURL: string): Promise<void> {
  await loggedInAccount(page.request, baseURL);
  await page.goto('/final-steps');
  await page.getByRole('tab', { name: staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/1/label') }).click();
  await expect(page.locator(INPUT)).toBeVisible();
}

/** The newest converted PDF the server wrote under DATA_DIR/files. */
function newestConvertedPdf(): string {
  const root = join(process.env.E2E_DATA_DIR!, 'files', 'uploads', 'converted');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.pdf')) files.push(path);
    }
  };
  walk(root);
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
}

test.describe('essay upload', () => {
  test.setTimeout(180_000);

  test('a .docx uploads, converts, shows its name and size, and is deleted @screenshot', async ({ page, baseURL }) => {
    await openUploadTab(page, baseURL!);
    const docx = await makeDocx();
    await page.locator(INPUT).setInputFiles({ name: 'statement.docx', mimeType: 'application/octet-stream', buffer: docx });
    const converting = page.getByRole('progressbar', { name: 'Converting statement.docx to PDF' });
    await expect(converting).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    const shown = page.getByText(`statement.docx (${Math.round(docx.length / 1000)} KB)`, { exact: true }).first();
    await expect(shown).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('status').filter({ hasText: 'statement.docx' })).toHaveText(/statement\.docx \(\d+ KB\)/);
    await page.screenshot({ path: screenshotPath('upload-converted.png') });
    // The converted PDF as staff will see it: page 1 rendered by pdftoppm.
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', newestConvertedPdf(), screenshotPath('upload-converted-docx-page').replace(/\.png$/, '')]);

    await page.getByRole('button', { name: `${texts.deleteFile} statement.docx` }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
    await expect(dialog).toContainText(texts.deleteText);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: texts.cancel }).click();
    await expect(shown).toBeVisible();
    await expect(page.getByRole('button', { name: `${texts.deleteFile} statement.docx` })).toBeFocused();
    await page.getByRole('button', { name: `${texts.deleteFile} statement.docx` }).click();
    await page.getByRole('dialog', { name: texts.deleteTitle }).getByRole('button', { name: texts.delete }).click();
    // The chooser is back at once, usable once the deletion is done on the server, and the keyboard carries on from it.
    await expect(page.locator(INPUT)).toBeVisible();
    await expect(page.locator(INPUT)).toBeEnabled();
    await expect(page.locator(INPUT)).toBeFocused();
    expect(await (await page.request.get('/api/document-answer')).json()).toEqual({});
  });

  test('each refusal (type, name length, empty, size) shows before anything is uploaded', async ({ page, baseURL }) => {
    await openUploadTab(page, baseURL!);
    const cases = [
      { name: 'program.exe', buffer: Buffer.from('MZ binary'), message: messages.fileType },
      { name: `${'a'.repeat(29)}.pdf`, buffer: Buffer.from('%PDF-1.7'), message: messages.nameTooLong },
      { name: 'empty.pdf', buffer: Buffer.alloc(0), message: messages.empty },
      { name: 'large.pdf', buffer: makeOversizeFile(), message: messages.tooLarge },
    ];
    let presigned = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/presigned-url')) presigned += 1;
    });
    for (const file of cases) {
      await page.locator(INPUT).setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
      await expect(page.getByText(file.message, { exact: true })).toBeVisible();
    }
    expect(presigned).toBe(0);
  });

  test('switching tabs waits while the file converts, then deletes it', async ({ page, baseURL }) => {
    await openUploadTab(page, baseURL!);
    await page.locator(INPUT).setInputFiles({ name: 'statement.docx', mimeType: 'application/octet-stream', buffer: await makeDocx() });
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await page.getByRole('tab', { name: staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/0/label') }).click();
    const blocked = page.getByRole('dialog', { name: texts.tabBlockedTitle });
    await expect(blocked).toContainText(texts.tabBlockedText);
    await blocked.getByRole('button', { name: texts.ok }).click();
    await expect(page.getByText(/statement\.docx \(\d+ KB\)/).first()).toBeVisible({ timeout: 120_000 });
    await page.getByRole('tab', { name: staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/0/label') }).click();
    await expect(page.getByRole('textbox', { name: staffText('uischemas/final-steps.uischema.json', '/elements/0/label'), exact: true })).toBeVisible();
    await expect.poll(async () => (await page.request.get('/api/document-answer')).json()).toEqual({});
  });
});
