/** What every /public account call answers on success (texts-and-settings/auth/messages.json words it). */
export interface AccountAnswer {
  message: string;
}
