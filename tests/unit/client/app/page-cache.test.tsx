// @vitest-environment jsdom
import { CacheProvider, Global } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCache } from '../../../../src/client/app/first-styles/page-cache.ts';

/** The head as the server writes it: the frame's own styles, a global style, the class rules in their template. */
function serverHead() {
  document.head.innerHTML =
    '<style id="frame">.pj{margin:0}</style>' +
    '<style data-emotion="css-global 9g" data-s="">html{color:black;}</style>' +
    '<template id="first-styles"><style data-first-styles="sent1 sent2">.css-sent1{color:red;}.css-sent2{color:blue;}</style></template>' +
    '<meta name="after">';
  return document.querySelector<HTMLTemplateElement>('#first-styles')!.content.querySelector<HTMLStyleElement>('style')!;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the page's emotion cache", () => {
  it('keeps the sent class rules out of the page until it takes them', () => {
    serverHead();
    expect(document.head.querySelectorAll('style[data-first-styles]')).toHaveLength(0);
    expect([...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))).not.toContain('.css-sent1 {color: red;}');
  });

  it('takes the sent class rules as inserted and puts their element where its template was, as its first sheet', () => {
    const sent = serverHead();
    const cache = pageCache();
    expect(cache.inserted).toMatchObject({ sent1: true, sent2: true });
    expect(cache.sheet.tags).toEqual([sent]);
    expect([...document.head.children].map((element) => element.tagName)).toEqual(['STYLE', 'STYLE', 'STYLE', 'META']);
    expect(document.head.children[2]).toBe(sent);
    expect(sent.sheet?.cssRules).toHaveLength(2);
  });

  it('makes an ordinary cache when the page brought no rules (the dev server)', () => {
    const cache = pageCache();
    expect(cache.sheet.tags).toEqual([]);
    expect(cache.inserted).toEqual({});
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
