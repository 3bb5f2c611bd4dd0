import { RequestError } from '../http/request-error.ts';
import { isSafeKey } from './keys.ts';
import { sameSignature, signPolicy } from './sigv4.ts';

export interface PostCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** A refused upload: status and a message in the words S3 uses (answered by the errors plugin). */
export class PostPolicyError extends RequestError {
  constructor(statusCode: 400 | 403, message: string) {
    super(statusCode, message);
    this.name = 'PostPolicyError';
  }
}

/** S3's answer to a form it cannot read: cut off, without a boundary, or with a part that has no name. */
export const MALFORMED_POST = 'The body of your POST request is not well-formed multipart/form-data.';

export interface AcceptedPost {
  key: string;
  minBytes: number;
  maxBytes: number;
}

/** Without a content-length-range the endpoint still refuses more than this. */
const UNBOUNDED_UPLOAD_CAP = 16 * 1024 * 1024;
const NOT_COVERED = new Set(['policy', 'x-amz-signature', 'file']);
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/;
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;

const denied = (message: string) => new PostPolicyError(403, message);

function parsePolicy(encoded: string): { expiration: unknown; conditions: unknown[] } {
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { expiration?: unknown; conditions?: unknown };
    if (Array.isArray(policy.conditions)) return { expiration: policy.expiration, conditions: policy.conditions };
  } catch {
    // falls through to the refusal below
  }
  throw new PostPolicyError(400, 'Invalid Policy: Invalid JSON.');
}

/**
 * Checks a browser's POST form (the fields before the file, names lower-cased) against its SigV4 policy exactly as S3
 * does: the signature (constant time) over the policy with our key, the expiry, every condition (exact match, `eq`,
 * `starts-with`, `content-length-range`), and no field that no condition covers. Returns where the file may go.
 */
export function checkPostPolicy(bucket: string, fields: Map<string, string>, credentials: PostCredentials, now: Date): AcceptedPost {
  const field = (name: string) => {
    const value = fields.get(name);
    if (value === undefined) throw new PostPolicyError(400, `Bucket POST must contain a field named '${name}'.`);
    return value;
  };
  const policy = field('policy');
  const signature = field('x-amz-signature');
  if (field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') throw new PostPolicyError(400, 'Unsupported x-amz-algorithm.');
  const credential = CREDENTIAL.exec(field('x-amz-credential'));
  const amzDate = AMZ_DATE.exec(field('x-amz-date'));
  if (!credential || !amzDate) throw new PostPolicyError(400, 'Invalid x-amz-credential or x-amz-date.');
  const [, accessKeyId, shortDate, region] = credential;
  if (accessKeyId !== credentials.accessKeyId) throw denied('The AWS Access Key Id you provided does not exist in our records.');
  if (region !== credentials.region || shortDate !== amzDate[1]) throw denied('Invalid credential scope.');
  if (!sameSignature(signPolicy(credentials.secretAccessKey, shortDate!, region, policy), signature)) {
    throw denied('The request signature we calculated does not match the signature you provided.');
  }

  const { expiration, conditions } = parsePolicy(policy);
  const expires = typeof expiration === 'string' ? Date.parse(expiration) : NaN;
  if (Number.isNaN(expires)) throw new PostPolicyError(400, 'Invalid Policy: Invalid expiration.');
  if (now.getTime() > expires) throw denied('Invalid according to Policy: Policy expired.');

  const values = new Map(fields);
  values.set('bucket', bucket);
  const covered = new Set<string>();
  let range = { minBytes: 0, maxBytes: UNBOUNDED_UPLOAD_CAP };
  const match = (operator: string, rawName: unknown, expected: unknown) => {
    if (typeof rawName !== 'string' || typeof expected !== 'string') throw new PostPolicyError(400, 'Invalid Policy: Invalid condition.');
    const name = rawName.replace(/^\$/, '').toLowerCase();
    const actual = values.get(name);
    const holds = actual !== undefined && (operator === 'eq' ? actual === expected : actual.startsWith(expected));
    if (!holds) throw denied(`Invalid according to Policy: Policy Condition failed: ["${operator}", "$${name}", "${expected}"]`);
    covered.add(name);
  };
  for (const condition of conditions) {
    if (Array.isArray(condition)) {
      const [operator, a, b] = condition as unknown[];
      if (operator === 'content-length-range' && Number.isInteger(a) && Number.isInteger(b)) {
        range = { minBytes: a as number, maxBytes: Math.min(b as number, UNBOUNDED_UPLOAD_CAP) };
      } else if (operator === 'eq' || operator === 'starts-with') {
        match(operator, a, b);
      } else {
        throw new PostPolicyError(400, 'Invalid Policy: Invalid condition.');
      }
    } else if (condition && typeof condition === 'object' && Object.keys(condition).length === 1) {
      const [[name, expected]] = Object.entries(condition);
      match('eq', name, expected);
    } else {
      throw new PostPolicyError(400, 'Invalid Policy: Invalid condition.');
    }
  }
  if (!covered.has('bucket')) throw denied('Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", ""]');
  const extra = [...fields.keys()].filter((name) => !NOT_COVERED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name));
  if (extra.length > 0) throw denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  const key = field('key');
  if (!isSafeKey(key)) throw new PostPolicyError(400, 'Invalid key.');
  return { key, ...range };
}
