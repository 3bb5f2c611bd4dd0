import type { ErrorObject } from 'ajv';
import type { ErrorsByKey } from '../../../../shared/form/types.ts';

/** The shared pipeline's `{key: [messages]}` in the shape JSON Forms shows under each control (`additionalErrors`). */
export function toAdditionalErrors(errors: ErrorsByKey): ErrorObject[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    messages.map((message) => ({ instancePath: `/${key}`, schemaPath: '', keyword: 'errorMessage', params: {}, message })),
  );
}
