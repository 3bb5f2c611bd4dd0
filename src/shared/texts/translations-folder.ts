/** Where each language's translations sit: `<this folder>/<code>/`, each file at the path of the staff file it translates. */
export const TRANSLATIONS_FOLDER = 'texts-and-settings/translations';
