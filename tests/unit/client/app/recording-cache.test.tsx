// @vitest-environment jsdom
import { CacheProvider, Global, keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordingCache } from '../../../../src/client/app/first-styles/recording-cache.ts';

describe("the build's recording emotion cache", () => {
  it('writes down each class rule and keyframes under its name, and each global style as a sheet of its own', () => {
    const { cache, sheets } = recordingCache();
    const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
    const { container } = render(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Global styles={{ html: { color: 'black' } }} />
        <Box sx={{ color: 'rgb(1, 2, 3)', animation: `${fade} 1s` }}>styled</Box>
      </CacheProvider>,
    );
    const boxClass = [...container.firstElementChild!.classList].find((name) => name.startsWith('css-'))!;
    const classSheet = sheets.find((sheet) => sheet.key === 'css')!;
    expect(classSheet.names).toContain(boxClass.slice('css-'.length));
    expect(classSheet.names).toContain(fade.name);
    expect(classSheet.rules.some((rule) => rule.startsWith(`.${boxClass}{`) && rule.includes('color:rgb(1, 2, 3)'))).toBe(true);
    expect(classSheet.rules.some((rule) => rule.startsWith(`@keyframes ${fade.name}`))).toBe(true);
    const globals = sheets.filter((sheet) => sheet.key === 'css-global');
    expect(globals.map((sheet) => [sheet.names.length, sheet.rules.join('')])).toEqual([
      [1, 'body{margin:0;}'],
      [1, 'html{color:black;}'],
    ]);
  });
});
