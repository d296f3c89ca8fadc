import { catalogue, encodeManufactoryFilter, type QueryState } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPageAnswers } from '../src/components/adopt-page-answers';
import { renderResponse } from './render';
import { startSandbox } from './sandbox';
import ManufactoryPage from '../src/pages/marketplace/manufactory/[...view].astro';

const ANSWERS = 'script[data-rdc-page-answer]';

describe('the answers a page came with, adopted by its islands', () => {
  afterEach(() => {
    delete (globalThis as { document?: Document }).document;
  });

  it('whichever of two islands ends its wait first, every answer of the page is in its store, and none is left in the page', async () => {
    const { locals } = await startSandbox();
    const path = encodeManufactoryFilter({ category: '/ships/fighters/light' });
    const { html } = await renderResponse(ManufactoryPage, { view: 'product' }, locals, {
      url: `http://localhost/marketplace/manufactory/product?path=${path}`,
    });
    const document = new JSDOM(html).window.document;
    const answers = [...document.querySelectorAll(ANSWERS)].map(
      (script) =>
        JSON.parse(script.textContent ?? '') as { list: 'items' | 'categories' | 'categoryTree'; key: never },
    );
    expect(answers.map(({ list }) => list)).toEqual(['items', 'categories', 'categoryTree']);
    (globalThis as { document?: Document }).document = document;

    // The page's islands each wait for the answers before their first render.
    await Promise.race([adoptPageAnswers(), adoptPageAnswers()]);

    expect(document.querySelectorAll(ANSWERS)).toHaveLength(0);
    for (const { list, key } of answers) {
      const state = (catalogue[list].get(key) as { get(): QueryState<unknown> }).get();
      // Answered: a list or an empty one, as the store itself would call the answer.
      expect({ list, answered: ['loaded', 'empty'].includes(state.status) }).toEqual({
        list,
        answered: true,
      });
    }
  });
});
