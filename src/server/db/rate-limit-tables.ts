/** One client's requests to one rate-limited route in the current window (migration 0090_rate_limit). */
export interface RateLimitTable {
  bucket: string;
  client_key: string;
  hits: number;
  /** When the window ends and the count starts over. */
  resets_at: string;
}
