// The work that runs in the PDF threads (pool.ts), never on the event loop: decoding pictures, parsing and copying
// PDFs, inflating and repacking a .docx and assembling the application PDF all take seconds of CPU on hostile input.
import { fileUpload } from '../../shared/documents/file-rules.ts';
import { imageToPdf } from '../documents/convert/image-page.ts';
import { inertPdf, type InertPdf } from '../documents/convert/inert-pdf.ts';
import { ConversionRefused, type RefusalReason } from '../documents/convert/refused.ts';
import { stripExternalLinks } from '../documents/convert/external-links.ts';
import { checkDocxZip, isDocx } from '../documents/convert/zip-check.ts';
import { assembleApplicationPdf, type AssembleInput } from '../pdf/assemble.ts';

/** A refusal crosses the thread boundary as its reason: an Error's class does not survive structured cloning. */
export type Refusable<T> = { ok: T } | { refused: RefusalReason };

async function refusable<T>(work: () => Promise<T> | T): Promise<Refusable<T>> {
  try {
    return { ok: await work() };
  } catch (error) {
    if (error instanceof ConversionRefused) return { refused: error.reason };
    throw error;
  }
}

/** A PNG or JPEG (its size already checked) placed on a page, as the inert PDF that is kept. */
export function imagePdf({ bytes, kind }: { bytes: Uint8Array; kind: 'png' | 'jpeg' }): Promise<Refusable<InertPdf>> {
  return refusable(async () => inertPdf(await imageToPdf(bytes, kind)));
}

/** An uploaded PDF, or LibreOffice's PDF of a .docx: checked, and copied without its active content. */
export function uploadedPdf({ bytes }: { bytes: Uint8Array }): Promise<Refusable<InertPdf>> {
  return refusable(() => inertPdf(bytes));
}

/**
 * The .docx LibreOffice is given: every entry really inflated under the unpacked-size budget, a Word document by its
 * entries, and packed again without its external links.
 */
export function docxForLibreOffice({ bytes }: { bytes: Uint8Array }): Promise<Refusable<Uint8Array>> {
  return refusable(() => {
    const limits = { maxUnpackedBytes: fileUpload.maxDocxUnpackedBytes, maxEntries: fileUpload.maxDocxEntries };
    const entries = checkDocxZip(bytes, limits);
    if (!isDocx(entries.map((entry) => entry.name))) throw new ConversionRefused('unsupported');
    return stripExternalLinks(entries, limits);
  });
}

/** The application PDF: the printed form and the appended documents. */
export function applicationPdf(input: AssembleInput): Promise<Uint8Array> {
  return assembleApplicationPdf(input);
}

export const tasks = { imagePdf, uploadedPdf, docxForLibreOffice, applicationPdf };
export type TaskName = keyof typeof tasks;
export interface TaskMessage<N extends TaskName = TaskName> {
  name: N;
  input: Parameters<(typeof tasks)[N]>[0];
}

/** The thread's one handler: runs the task the message names. */
export default function runTask<N extends TaskName>({ name, input }: TaskMessage<N>): ReturnType<(typeof tasks)[N]> {
  return (tasks[name] as (input: TaskMessage<N>['input']) => ReturnType<(typeof tasks)[N]>)(input);
}
