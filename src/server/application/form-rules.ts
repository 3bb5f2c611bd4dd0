import type { createFormRules } from '../../shared/form/index.ts';

export type { Answers, ErrorsByKey } from '../../shared/form/index.ts';

/** What the application service knows about the form: the shared engine over the schema files. */
export type FormRules = ReturnType<typeof createFormRules>;
