/** Tables of how submissions leave: staff API keys, their audit log, webhook deliveries (migration 0080_submissions_out). */
export interface StaffApiKeyTable {
  name: string;
  /** SHA-256 (hex) of the key; the key itself is shown once and never kept. */
  key_hash: string;
  /** 1 when the key may read the Social Security number. */
  with_ssn: number;
  created_at: string;
  revoked_at: string | null;
}

export interface StaffAuditTable {
  id: string;
  key_name: string;
  method: string;
  route: string;
  application_id: string | null;
  status: number;
  created_at: string;
}

/** One application a staff API call returned (migration 0093_staff_audit_returned). */
export interface StaffAuditApplicationTable {
  audit_id: string;
  application_id: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryTable {
  id: string;
  application_id: string;
  receiver: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptTable {
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  started_at: string;
  duration_ms: number;
}
