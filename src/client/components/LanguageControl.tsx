import Box from '@mui/material/Box';
import { languages } from '../../shared/texts/languages.ts';
import { useLanguage } from '../lib/language/language-context.ts';
import { useHiddenUntilScripted } from '../lib/page-shell-context.ts';
import { messages } from '../lib/messages.ts';

/**
 * The language the pages are shown in: a native select (keyboard and screen readers know it everywhere), labelled
 * in the page's language, each language named in itself and marked with its own `lang` so it is read in it.
 */
export function LanguageControl() {
  const { language, choose } = useLanguage();
  const style = useHiddenUntilScripted();
  return (
    <Box component="label" style={style} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.875rem', color: 'text.primary' }}>
      <span>{messages.languageLabel}</span>
      <Box
        component="select"
        value={language}
        onChange={(event) => choose((event.target as HTMLSelectElement).value)}
        sx={{ font: 'inherit', py: 0.5, px: 1, borderRadius: 1, border: 1, borderColor: 'grey.500', bgcolor: 'white.main', color: 'text.primary', cursor: 'pointer' }}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </Box>
    </Box>
  );
}
