// The words and limits staff edit, read from their JSON files, so a test of wiring follows a staff edit instead of
// failing on it. Only tests/conformance holds the specification's words literally.
import cards from '../../texts-and-settings/auth/cards.json' with { type: 'json' };
import confirmSchema from '../../texts-and-settings/auth/confirm.schema.json' with { type: 'json' };
import authDefs from '../../texts-and-settings/auth/defs.schema.json' with { type: 'json' };
import forgotSchema from '../../texts-and-settings/auth/forgot-password.schema.json' with { type: 'json' };
import idleTimeout from '../../texts-and-settings/auth/idle-timeout.json' with { type: 'json' };
import loginSchema from '../../texts-and-settings/auth/login.schema.json' with { type: 'json' };
import authMessages from '../../texts-and-settings/auth/messages.json' with { type: 'json' };
import passwordRules from '../../texts-and-settings/auth/password-rules.json' with { type: 'json' };
import resendSchema from '../../texts-and-settings/auth/resend-confirm.schema.json' with { type: 'json' };
import resetSchema from '../../texts-and-settings/auth/reset-password.schema.json' with { type: 'json' };
import signupSchema from '../../texts-and-settings/auth/signup.schema.json' with { type: 'json' };
import fileUpload from '../../texts-and-settings/file-upload.json' with { type: 'json' };
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import temporaryAnswers from '../../texts-and-settings/temporary-answers.json' with { type: 'json' };
import aboutSchema from '../../schemas/about.schema.json' with { type: 'json' };
import defsSchema from '../../schemas/defs.schema.json' with { type: 'json' };
import educationSchema from '../../schemas/education.schema.json' with { type: 'json' };
import finalStepsSchema from '../../schemas/final-steps.schema.json' with { type: 'json' };
import aboutUi from '../../uischemas/about.uischema.json' with { type: 'json' };
import educationUi from '../../uischemas/education.uischema.json' with { type: 'json' };
import finalStepsUi from '../../uischemas/final-steps.uischema.json' with { type: 'json' };
import pages from '../../uischemas/pages.json' with { type: 'json' };
import renderers from '../../uischemas/renderers.json' with { type: 'json' };
import demoTenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import mailTemplates from '../../tenants/mail-templates.json' with { type: 'json' };

const FILES = {
  'texts-and-settings/auth/cards.json': cards,
  'texts-and-settings/auth/confirm.schema.json': confirmSchema,
  'texts-and-settings/auth/defs.schema.json': authDefs,
  'texts-and-settings/auth/forgot-password.schema.json': forgotSchema,
  'texts-and-settings/auth/idle-timeout.json': idleTimeout,
  'texts-and-settings/auth/login.schema.json': loginSchema,
  'texts-and-settings/auth/messages.json': authMessages,
  'texts-and-settings/auth/password-rules.json': passwordRules,
  'texts-and-settings/auth/resend-confirm.schema.json': resendSchema,
  'texts-and-settings/auth/reset-password.schema.json': resetSchema,
  'texts-and-settings/auth/signup.schema.json': signupSchema,
  'texts-and-settings/file-upload.json': fileUpload,
  'texts-and-settings/messages.json': messages,
  'texts-and-settings/temporary-answers.json': temporaryAnswers,
  'schemas/about.schema.json': aboutSchema,
  'schemas/defs.schema.json': defsSchema,
  'schemas/education.schema.json': educationSchema,
  'schemas/final-steps.schema.json': finalStepsSchema,
  'uischemas/about.uischema.json': aboutUi,
  'uischemas/education.uischema.json': educationUi,
  'uischemas/final-steps.uischema.json': finalStepsUi,
  'uischemas/pages.json': pages,
  'uischemas/renderers.json': renderers,
  'tenants/demo/tenant.json': demoTenant,
  'tenants/mail-templates.json': mailTemplates,
} as const satisfies Record<string, unknown>;

export type StaffFile = keyof typeof FILES;

/** The text at a JSON pointer of a staff file, e.g. staffText('texts-and-settings/messages.json', '/save'). */
export function staffText(file: StaffFile, pointer: string): string {
  let value: unknown = FILES[file];
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value !== 'string') throw new Error(`${file}${pointer} is not a text`);
  return value;
}

interface UiNode {
  scope?: string;
  label?: unknown;
  elements?: UiNode[];
}

function findControl(node: UiNode, scope: string): UiNode | undefined {
  if (node.scope === scope) return node;
  for (const child of node.elements ?? []) {
    const found = findControl(child, scope);
    if (found) return found;
  }
  return undefined;
}

/** The label of the question answering `key` in a UI schema, e.g. controlLabel('uischemas/about.uischema.json', 'first_name'). */
export function controlLabel(file: StaffFile, key: string): string {
  const label = findControl(FILES[file] as UiNode, `#/properties/${key}`)?.label;
  if (typeof label !== 'string') throw new Error(`${file} has no labelled question for ${key}`);
  return label;
}
