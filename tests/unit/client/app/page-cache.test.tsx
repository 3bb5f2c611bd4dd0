// @vitest-environment jsdom
import { CacheProvider, Global } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCache } from '../../../../src/client/app/first-styles/page-cache.ts';

/** The head as the server writes it: the frame's own styles, a global style, the class rules with their names. */
function serverHead() {
  document.head.innerHTML =
    '<style id="frame">.pj{margin:0}</style>' +
    '<style data-emotion="css-global 9g" data-s="">html{color:black;}</style>' +
    '<style data-first-styles="sent1 sent2">.css-sent1{color:red;}.css-sent2{color:blue;}</style>';
  return document.head.querySelector<HTMLStyleElement>('style[data-first-styles]')!;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the page's emotion cache", () => {
  it('takes the sent class rules as inserted and their element as its first sheet, without moving it', () => {
    const sent = serverHead();
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(document.head, { childList: true });
    const cache = pageCache();
    observer.disconnect();
    expect(moves.concat(observer.takeRecords())).toEqual([]);
    expect(cache.inserted).toMatchObject({ sent1: true, sent2: true });
    expect(cache.sheet.tags).toEqual([sent]);
  });

  it('puts the rules it inserts later after the sent ones, and a Global style before them', () => {
    const sent = serverHead();
    const cache = pageCache();
    render(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Box sx={{ color: 'rgb(1, 2, 3)' }}>new</Box>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    const newClasses = styles.find((style) => style.getAttribute('data-emotion') === 'css' && style !== sent)!;
    const newGlobal = styles.find((style) => style.getAttribute('data-emotion') === 'css-global')!;
    expect(styles.indexOf(newClasses)).toBeGreaterThan(styles.indexOf(sent));
    expect(styles.indexOf(newGlobal)).toBeLessThan(styles.indexOf(sent));
  });
});
