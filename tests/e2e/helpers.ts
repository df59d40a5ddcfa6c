import { expect, type Browser, type Page } from '@playwright/test';
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

/** Runs `action` and answers the downloaded file's name and text. */
export async function downloadOf(page: Page, action: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}
