/** The schema of a link's opaque token: text, never empty, never long. */
interface TokenSchema {
  readonly type: 'string';
  readonly minLength: 1;
  readonly maxLength: 200;
}

/** The query string of a link that carries one token and nothing else (`?token=…`, `?service_token=…`). */
export function tokenQuery<const Name extends string>(name: Name) {
  const token: TokenSchema = { type: 'string', minLength: 1, maxLength: 200 };
  return {
    type: 'object',
    required: [name],
    additionalProperties: false,
    properties: { [name]: token } as { readonly [key in Name]: TokenSchema },
  } as const;
}
