/** What every /public account call answers on success (schemas/auth/messages.json words it). */
export interface AccountAnswer {
  message: string;
}
