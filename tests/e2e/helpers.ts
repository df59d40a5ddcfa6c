import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { MULTI_USER_URL } from '../../playwright.config.ts';

/** A fresh browser context signed in as a declared user of the multi-user server. */
export async function signedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: MULTI_USER_URL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  return page;
}

export const ALICE = ['local|alice', 'alice-pass'] as const;
export const BOB = ['local|bob', 'bob-pass'] as const;

/** Creates a project from the project list and stays on the list (Shift held). */
export async function createProjectStaying(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.keyboard.down('Shift');
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await page.keyboard.up('Shift');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

/** Creates a project from the project list and opens it; answers when its saved (empty) tabs have loaded. */
export async function openNewProject(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f]{24}$/);
  // the session's saved tabs load first; a tab opened before that is replaced by them
  await expect(page.getByText('No tab is open')).toBeVisible();
  return page.url().split('/').pop()!;
}

/** Runs `action` and answers the downloaded file's name and text. */
export async function downloadOf(page: Page, action: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** Share of the element's screenshot pixels close to a colour (the 3D canvas has no readable buffer). */
export async function colourShare(page: Page, element: Locator, rgb: [number, number, number]): Promise<number> {
  const clip = (await element.boundingBox())!;
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(
    async ({ png, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const g = canvas.getContext('2d')!;
      g.drawImage(image, 0, 0);
      const { data } = g.getImageData(0, 0, image.width, image.height);
      let hits = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (
          Math.abs(data[i] - rgb[0]) < 40 &&
          Math.abs(data[i + 1] - rgb[1]) < 40 &&
          Math.abs(data[i + 2] - rgb[2]) < 40
        )
          hits++;
      }
      return hits / (data.length / 4);
    },
    { png, rgb },
  );
}

/** A side panel of the session screen by its header, opened if it is closed. */
export async function panel(page: Page, title: string): Promise<Locator> {
  const header = page.getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  return page.locator('section.bn-panel').filter({ has: header });
}
