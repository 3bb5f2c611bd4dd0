import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguage, languages, negotiateLanguage } from '../../../../src/shared/texts/languages.ts';
import { overlayTexts } from '../../../../src/shared/texts/overlay-texts.ts';

describe('negotiateLanguage', () => {
  it('offers English and Spanish, English the default', () => {
    expect(languages.map((language) => language.code)).toEqual(['en', 'es']);
    expect(defaultLanguage).toBe('en');
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });

  it('follows the highest q-value, falls from a region to its language, and skips q=0', () => {
    expect(negotiateLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLanguage('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(negotiateLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(negotiateLanguage('EN-us')).toBe('en');
  });

  it('answers the default for no header, an unoffered language or nonsense', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('de, fr;q=0.9')).toBe('en');
    expect(negotiateLanguage(';;;,q=abc')).toBe('en');
  });
});

describe('overlayTexts', () => {
  const english = {
    $comment: 'note',
    title: 'Sign Up',
    limitMs: 5000,
    lines: ['Hello,', '', 'Bye'],
    bullets: [
      { icon: 'star', text: 'Fast' },
      { icon: 'moon', text: 'Safe' },
    ],
    nested: { save: 'Save', submit: 'Submit' },
  };

  it('replaces each text the translation has and keeps English for the rest', () => {
    const spanish = overlayTexts(english, { title: 'Registrarse', lines: ['Hola,', '', 'Adiós'], bullets: [null, { text: 'Seguro' }], nested: { save: 'Guardar' } });
    expect(spanish).toEqual({
      $comment: 'note',
      title: 'Registrarse',
      limitMs: 5000,
      lines: ['Hola,', '', 'Adiós'],
      bullets: [
        { icon: 'star', text: 'Fast' },
        { icon: 'moon', text: 'Seguro' },
      ],
      nested: { save: 'Guardar', submit: 'Submit' },
    });
  });

  it('never takes a setting, an empty text, a wrong shape or a key the English file lacks from a translation', () => {
    const result = overlayTexts(english, { limitMs: 1, title: '', nested: 'Guardar', lines: 'Hola', extra: 'x', $comment: 'otro' });
    expect(result).toEqual(english);
  });
});
