import type { FastifyRequest } from 'fastify';
import { authFormFiles, inlineAuthForms, type AuthFormFiles } from '../../shared/auth/auth-forms.ts';
import { authMessages, type AuthMessageKey } from '../../shared/auth/auth-policy.ts';
import { fileUpload } from '../../shared/documents/file-rules.ts';
import { pageList, type PageEntry } from '../../shared/form/page-list.ts';
import { messages, type MessageKey } from '../../shared/messages.ts';
import { requestMessages, type RequestMessages } from '../../shared/request-messages.ts';
import { temporaryAnswerSettings } from '../application/temporary-answers.ts';
import type { Tenant } from '../../shared/tenant.ts';
import { defaultLanguage, isLanguage, languages, negotiateLanguage } from '../../shared/texts/languages.ts';
import { overlayTexts } from '../../shared/texts/overlay-texts.ts';
import type { MailTemplates } from '../mail/templates.ts';
import { tenantIn } from './tenant-texts.ts';
import { readTranslationFiles, type TranslationFiles } from './translation-files.ts';
import { validatorWords, type ValidatorWords } from './validator-words.ts';

/** Every text the server answers with, in one language: English where the language's files have a gap. */
export interface ServerTexts {
  language: string;
  /** texts-and-settings/auth/messages.json: the account routes' answers. */
  auth: Record<AuthMessageKey, string>;
  /** texts-and-settings/messages.json: the application's own errors (generic, frozen, incomplete...). */
  messages: Record<MessageKey, string>;
  /** texts-and-settings/request-messages.json: what a refused body is answered (the schema's problems, answers that cannot be stored). */
  requests: RequestMessages;
  /** texts-and-settings/validator-words.json: the validator's words for each rule of a route's schema a call fails. */
  validatorWords: ValidatorWords;
  /** texts-and-settings/file-upload.json: its messages (its limits are the English file's, whatever a translation holds). */
  fileUpload: Pick<typeof fileUpload, 'messages' | 'conversionMessages' | 'storageMessages'>;
  /** texts-and-settings/temporary-answers.json: what a pre-filled answer link that cannot be used answers. */
  temporaryAnswers: { invalidLink: string };
  /** The auth forms with their errorMessage texts in this language (the routes validate with the English ones). */
  authForms: ReturnType<typeof inlineAuthForms>;
  /**
   * The form's texts by JSON Forms' i18n keys (translations/<code>/form.json: `<path>.error.<keyword>`, ...). Empty
   * for the default language, whose texts are the schema files' own.
   */
  form: ReadonlyMap<string, string>;
  mailTemplates: MailTemplates;
  /** uischemas/pages.json's pages: their titles and descriptions in this language. */
  pages: readonly PageEntry[];
  /** The tenant as the client gets it: its texts in this language, its settings as tenant.json has them. */
  tenant: Tenant;
}

export interface ServerTextsSource {
  /** The folder holding the staff folders: STAFF_DIR, or the repository. */
  root: string;
  tenant: Tenant;
  /** The mail templates (English) and the project-relative path of the file they came from. */
  mailTemplates: MailTemplates;
  mailTemplatesFile: string;
  /** Told one line per translation file that cannot be used. */
  warn(line: string): void;
}

export interface TextsBook {
  /** The texts of an offered language; the default language's for any other code. */
  textsIn(language: string): ServerTexts;
}

const AUTH_FOLDER = 'texts-and-settings/auth';

function authFormFilesIn(files: TranslationFiles): AuthFormFiles {
  return Object.fromEntries(Object.entries(authFormFiles).map(([name, english]) => [name, overlayTexts(english, files.get(`${AUTH_FOLDER}/${name}`))])) as AuthFormFiles;
}

/** form.json's texts: its string entries ($schema and $comment are not texts). */
function formTexts(file: unknown): ReadonlyMap<string, string> {
  if (typeof file !== 'object' || file === null) return new Map();
  return new Map(Object.entries(file).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '' && !entry[0].startsWith('$')));
}

/**
 * Reads every offered language's translation files once, at start, and lays each over its English file (English
 * wherever a text is missing, so an answer never shows a key name).
 */
export function createTextsBook({ root, tenant, mailTemplates, mailTemplatesFile, warn }: ServerTextsSource): TextsBook {
  const byLanguage = new Map<string, ServerTexts>();
  for (const { code } of languages) {
    const files: TranslationFiles = code === defaultLanguage ? new Map() : readTranslationFiles(root, code, warn);
    byLanguage.set(code, {
      language: code,
      auth: overlayTexts(authMessages, files.get(`${AUTH_FOLDER}/messages.json`)),
      messages: overlayTexts(messages, files.get('texts-and-settings/messages.json')),
      requests: overlayTexts(requestMessages, files.get('texts-and-settings/request-messages.json')),
      validatorWords: overlayTexts(validatorWords, files.get('texts-and-settings/validator-words.json')),
      fileUpload: overlayTexts(
        { messages: fileUpload.messages, conversionMessages: fileUpload.conversionMessages, storageMessages: fileUpload.storageMessages },
        files.get('texts-and-settings/file-upload.json'),
      ),
      temporaryAnswers: overlayTexts({ invalidLink: temporaryAnswerSettings.invalidLink }, files.get('texts-and-settings/temporary-answers.json')),
      authForms: inlineAuthForms(authFormFilesIn(files)),
      form: formTexts(files.get('form.json')),
      mailTemplates: overlayTexts(mailTemplates, files.get(mailTemplatesFile)),
      pages: overlayTexts(pageList, (files.get('uischemas/pages.json') as { pages?: unknown } | undefined)?.pages),
      tenant: tenantIn(tenant, files.get(`tenants/${tenant.id}/tenant.json`)),
    });
  }
  const fallback = byLanguage.get(defaultLanguage)!;
  return {
    textsIn: (language) => (isLanguage(language) ? byLanguage.get(language) : undefined) ?? fallback,
  };
}

/** The language a request asks for: its Accept-Language negotiated against the offered languages. */
export function languageOf(request: FastifyRequest): string {
  return negotiateLanguage(request.headers['accept-language']);
}

/** The server's texts in the request's language. */
export function textsFor(request: FastifyRequest): ServerTexts {
  return request.server.texts.textsIn(languageOf(request));
}
