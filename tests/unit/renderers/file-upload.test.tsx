// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fileUploadRules from '../../../texts-and-settings/file-upload.json';
import { fileUploadTester } from '../../../renderers/file-upload/index.ts';
import type { FormContextValue, UploadProgress } from '../../../renderers/common/form-context.tsx';
import { RANKS } from '../../../renderers/ranks.ts';
import type { DocumentAnswer } from '../../../src/shared/documents/file-rules.ts';
import { renderForm, visitor } from './render-form.tsx';
import { preloadNextStepsRenderers } from '../../../renderers/index.ts';
import { control, testerTable } from './tester-table.ts';
import { staffText } from '../../support/staff-text.ts';

const { messages, texts } = fileUploadRules;
const schema = { type: 'object', properties: { statement_doc: { type: 'string', title: 'Upload your statement' } } };
const uischema = {
  ...control('statement_doc', {
    renderer: 'fileUpload',
    help: staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/1/elements/0/options/help'),
  }),
};

const completed: DocumentAnswer = { status: 'ANSWERED', conversion_status: 'COMPLETED', message: null, file_name: 'statement.docx', file_size: 12_345 };

function renderUpload(documents: Partial<FormContextValue['documents']> = {}, mode: 'edit' | 'display' = 'edit') {
  const upload = vi.fn<FormContextValue['documents']['upload']>(() => Promise.resolve());
  const remove = vi.fn<FormContextValue['documents']['remove']>(() => Promise.resolve());
  const form = renderForm({
    schema,
    uischema,
    mode,
    context: { isLoggedIn: true, documents: { answers: {}, upload, remove, ...documents } },
  });
  return { form, upload: documents.upload ?? upload, remove: documents.remove ?? remove };
}

/** A chooser that lets any file through, as a browser's 'All files' choice does (the accept list is only a hint). */
const user = () => userEvent.setup({ applyAccept: false });
const input = () => document.getElementById('statement_doc') as HTMLInputElement;
const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

// The page that shows these renderers loads their chunk before its first render; so do these tests.
beforeAll(() => preloadNextStepsRenderers());

describe('file upload renderer', () => {
  testerTable(fileUploadTester, [
    ['a control with renderer fileUpload', control('email', { renderer: 'fileUpload' }), RANKS.namedControl],
    ['a control without it', control('email'), -1],
  ]);

  it('tells a visitor the question waits for an account, with nothing to choose', () => {
    renderForm({ schema, uischema, context: visitor });
    expect(screen.getByText(texts.visitor)).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('refuses each bad file (type, name, empty, size) in the browser with its exact message, uploading nothing', async () => {
    const { upload } = renderUpload();
    expect(input().getAttribute('accept')).toBe(fileUploadRules.accept);
    const cases: Array<[File, string]> = [
      [fileOf('program.exe', 10), messages.fileType],
      [fileOf('no-extension', 10), messages.fileType],
      [fileOf(`${'a'.repeat(29)}.pdf`, 10), messages.nameTooLong],
      [fileOf('empty.pdf', 0), messages.empty],
      [fileOf('large.pdf', fileUploadRules.maxBytes + 1), messages.tooLarge],
    ];
    for (const [file, message] of cases) {
      await user().upload(input(), file);
      expect(await screen.findByText(message)).toBeTruthy();
      // Announced with the field: the input is described by its error.
      expect(input().getAttribute('aria-invalid')).toBe('true');
    }
    expect(upload).not.toHaveBeenCalled();
    // A 32-character name and exactly 1 MB are allowed.
    await user().upload(input(), fileOf(`${'a'.repeat(28)}.pdf`, fileUploadRules.maxBytes));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('is busy while uploading and converting, announces each step, then commits ANSWERED', async () => {
    let progress!: UploadProgress;
    let finish!: () => void;
    const upload = vi.fn((_key: string, _file: File, reported: UploadProgress) => {
      progress = reported;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { form } = renderUpload({ upload });
    await user().upload(input(), fileOf('statement.docx', 2_000));
    expect(upload).toHaveBeenCalledWith('statement_doc', expect.any(File), expect.anything());
    const status = screen.getByRole('status');
    const busy = status.closest('[aria-busy]')!;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Uploading statement.docx');
    expect(input().disabled).toBe(true);

    progress.sent(0.4);
    const sending = await screen.findByRole('progressbar', { name: 'Uploading statement.docx' });
    await waitFor(() => expect(sending.getAttribute('aria-valuenow')).toBe('40'));

    progress.converting();
    const converting = await screen.findByRole('progressbar', { name: 'Converting statement.docx to PDF' });
    expect(converting.getAttribute('aria-valuenow')).toBeNull();
    expect(status.textContent).toBe('Converting statement.docx to PDF');

    finish();
    await form.answersWhere((answers) => answers.statement_doc === 'ANSWERED');
    await waitFor(() => expect(busy.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the client's reason when the upload failed and clears the answer", async () => {
    const upload = vi.fn(() => Promise.reject(new Error(fileUploadRules.conversionMessages.unsupported)));
    const { form } = renderUpload({ upload });
    await user().upload(input(), fileOf('statement.pdf', 100));
    expect(await screen.findByText(fileUploadRules.conversionMessages.unsupported)).toBeTruthy();
    await form.answersWhere((answers) => answers.statement_doc === '');
    expect(input().disabled).toBe(false);
  });

  it('shows a converted file by name and decimal size; Delete asks first, Cancel keeps it, Delete removes it', async () => {
    const { form, remove } = renderUpload({ answers: { statement_doc: completed } });
    expect(screen.getByRole('status').textContent).toBe('statement.docx (12 KB)');
    expect(document.querySelector('input[type="file"]')).toBeNull();

    const deleteButton = screen.getByRole('button', { name: `${texts.deleteFile} statement.docx` });
    await user().click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(within(dialog).getByText(texts.deleteText)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText(texts.deleteText).id);
    await user().click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user().click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    await user().click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('statement_doc'));
    await form.answersWhere((answers) => answers.statement_doc === '');
  });

  it("gives focus to the file chooser that replaced Delete once the file is deleted, not to the page's top", async () => {
    const upload = vi.fn<FormContextValue['documents']['upload']>(() => Promise.resolve());
    const remove = vi.fn(async () => {
      // The server's answers once the deletion is done: no file.
      form.setContext({ isLoggedIn: true, documents: { answers: {}, upload, remove } });
    });
    const { form } = renderUpload({ answers: { statement_doc: completed }, upload, remove });
    await user().click(screen.getByRole('button', { name: `${texts.deleteFile} statement.docx` }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    await user().click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input().type).toBe('file');
  });

  it('gives focus back to Delete when the deletion fails', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('down')));
    renderUpload({ answers: { statement_doc: completed }, remove });
    await user().click(screen.getByRole('button', { name: `${texts.deleteFile} statement.docx` }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    await user().click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `${texts.deleteFile} statement.docx` })));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('keeps the file chooser disabled until the deletion is done, even when a refetch already shows the conversion gone', async () => {
    let finish!: () => void;
    const remove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { form, upload } = renderUpload({ answers: { statement_doc: completed }, remove });
    await user().click(screen.getByRole('button', { name: `${texts.deleteFile} statement.docx` }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    await user().click(within(dialog).getByRole('button', { name: texts.delete }));
    // The deletion's first call (the conversion) is done, the answer's not yet: a file chosen now would be deleted by it.
    const halfDeleted: DocumentAnswer = { ...completed, status: 'NOT_ANSWERED', conversion_status: 'NOT_ANSWERED' };
    form.setContext({ isLoggedIn: true, documents: { answers: { statement_doc: halfDeleted }, upload, remove } });
    expect(input().disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(input().disabled).toBe(false));
    await form.answersWhere((answers) => answers.statement_doc === '');
  });

  it('has a read-only twin: the name and size of a converted file, nothing to click', () => {
    const { form } = renderUpload({ answers: { statement_doc: completed } }, 'display');
    expect(form.container.textContent).toContain('statement.docx (12 KB)');
    expect(form.container.querySelector('input, button')).toBeNull();
  });
});
