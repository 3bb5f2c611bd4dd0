import { loadOnce } from '../../../shared/load-once.ts';

/**
 * What matches a form message to its translation key: fetched with a language's texts (show-language.ts), so an
 * English visit never loads it and a form in another language has it before it shows a message.
 */
export const formMessageCode = loadOnce(() => import('../../form/build-form-i18n.ts'));
