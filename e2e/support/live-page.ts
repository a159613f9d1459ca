import type { Page } from '@playwright/test';

/**
 * A signed-in page's HTML carries the server's drawing of its first screen until the app draws
 * the page itself (decision 0078). The drawing holds the same texts, so a test that waits for a
 * text (`getByText`, `getByTitle`), then measures or evaluates what it found, could find the
 * drawing, which the app then replaces. Role locators skip it (it is hidden from assistive
 * technology), other locators do not: after each navigation, wait for the app's own page.
 */
export function actingOnTheLivePage(page: Page): Page {
  const drawing = page.locator('[data-first-screen]');
  const replaced = () => drawing.waitFor({ state: 'detached' });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await replaced();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await replaced();
    return response;
  };
  return page;
}
