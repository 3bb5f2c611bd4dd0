import { createContext } from 'react';
import type { Answers } from '../../../../shared/form/types.ts';

/** A draft from an earlier visit, offered until the applicant restores or discards it. */
interface OfferedDraft {
  answers: Answers;
  typedAt: string;
}

export interface OfferedDraftState {
  offered: OfferedDraft | null;
  /** What became of it, said once it is gone; 'failed' when Discard did not reach the server. */
  outcome: 'restored' | 'discarded' | 'failed' | null;
}

/** The offer and the applicant's two answers to it (draft-session.ts makes it). */
export interface DraftOffer {
  getState(): OfferedDraftState;
  subscribe(listener: () => void): () => void;
  restore(): void;
  discard(): Promise<void>;
}

export const DraftOfferContext = createContext<DraftOffer | null>(null);
