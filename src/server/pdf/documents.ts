import type { Db } from '../db/database.ts';

/**
 * What the PDF needs from the uploaded documents. The uploads module (conversion jobs, storage) implements it;
 * until it is registered, an application has no documents.
 */
export interface ConvertedDocuments {
  /**
   * The document answers the client shows (keyed by answer key), as `GET /api/document-answer` returns them; read
   * inside the transaction `within` when given.
   */
  documentAnswers(applicantId: string, within?: Db): Promise<Record<string, unknown>>;
  /** The PDF of every COMPLETED conversion, in the order of the form, with the answer key it belongs to. */
  completedPdfs(applicantId: string): Promise<Array<{ answerKey: string; pdf: Uint8Array }>>;
}

export const noDocuments: ConvertedDocuments = {
  documentAnswers: async () => ({}),
  completedPdfs: async () => [],
};
