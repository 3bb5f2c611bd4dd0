import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversionStatus, DocumentAnswer } from '../../../../shared/documents/file-rules.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';

export type DocumentAnswers = Record<string, DocumentAnswer>;

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** GET /api/document-answer: the applicant's uploads by answer key (a visitor has none). */
function getDocumentAnswers(): Promise<DocumentAnswers> {
  return isLoggedIn() ? apiClient.get<DocumentAnswers>('/api/document-answer') : Promise.resolve({});
}

export const documentAnswersQueryOptions = queryOptions({ queryKey: ['document-answer'], queryFn: getDocumentAnswers });

export function useDocumentAnswers() {
  return useQuery(documentAnswersQueryOptions);
}

/** POST /api/presigned-url: where and how the browser may upload the file of one question. */
export const presignUpload = (answerKey: string) => apiClient.post<PresignedPost>('/api/presigned-url', { answer_key: answerKey });

/** POST /api/pdf/document-answer/:key: the uploaded file is registered and its conversion queued. */
export const registerConversion = (answerKey: string, fileKey: string, fileName: string) =>
  apiClient.post<{ message: string }>(`/api/pdf/document-answer/${answerKey}`, { file_key: fileKey, file_name: fileName });

/** The conversion of one question's upload; refetched by the poll every 2 s. */
export const conversionQueryOptions = (answerKey: string) =>
  queryOptions({
    queryKey: ['conversion', answerKey],
    queryFn: () => apiClient.get<{ status: ConversionStatus; message: string | null }>(`/api/pdf/document-answer/${answerKey}`),
    staleTime: 0,
  });

export const deleteConversion = (answerKey: string) => apiClient.delete<{ message: string }>(`/api/pdf/document-answer/${answerKey}`);
export const deleteDocumentAnswer = (answerKey: string) => apiClient.delete<{ message: string }>(`/api/document-answer/${answerKey}`);
