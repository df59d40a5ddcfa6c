import { expect, test } from './fixtures.ts';
import { ALICE, BOB, createProjectStaying, downloadOf, signedIn } from './helpers.ts';

test('promotions: an editor publishes, a normal user sees only visible ones', async ({ browser }) => {
  const alice = await signedIn(browser, ...ALICE);
  const stamp = Date.now();

  for (const [text, visible] of [
    [`**Visible** news ${stamp}`, true],
    [`Hidden draft ${stamp}`, false],
  ] as const) {
    await alice.getByRole('link', { name: "What's new" }).click();
    await alice.getByRole('link', { name: /Create promotion|New promotion/ }).click();
    await expect(alice.getByRole('heading', { name: 'Create promotion' })).toBeVisible();
    await alice.getByLabel(/Content/).fill(`   ${text}   `);
    if (visible) await alice.getByLabel('Visible to all users').check();
    await alice.getByRole('button', { name: /Create|Save/ }).click();
    await expect(alice.getByText('Promotions has been created.').last()).toBeVisible();
  }
  await alice.getByRole('link', { name: "What's new" }).click();
  await expect(alice.locator('strong', { hasText: 'Visible' }).first()).toBeVisible();
  await expect(alice.getByText(`Hidden draft ${stamp}`)).toBeVisible();

  const bob = await signedIn(browser, ...BOB);
  await bob.getByRole('link', { name: "What's new" }).click();
  await expect(bob.getByText(`news ${stamp}`)).toBeVisible();
  await expect(bob.getByText(`Hidden draft ${stamp}`)).toHaveCount(0);
  await expect(bob.getByRole('link', { name: /Create promotion|New promotion/ })).toHaveCount(0);

  // The editor deletes the hidden draft after confirming.
  await alice
    .getByRole('article')
    .filter({ hasText: `Hidden draft ${stamp}` })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(alice.getByText('Delete promotion?')).toBeVisible();
  await alice
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|OK/ })
    .click();
  await expect(alice.getByText(`Hidden draft ${stamp}`)).toHaveCount(0);
});

test('dashboard: balance, subscription, portal link and the transactions download', async ({ browser }) => {
  const alice = await signedIn(browser, ...ALICE);
  await alice.getByRole('link', { name: 'Dashboard' }).click();
  const aliceMain = alice.getByRole('main');
  await expect(aliceMain.getByText('Alice Editor')).toBeVisible();
  await expect(aliceMain.getByText('250.00')).toBeVisible();
  await expect(aliceMain.getByText('Gold')).toBeVisible();
  await expect(alice.getByRole('link', { name: /billing portal/i })).toBeVisible();
  const csv = await downloadOf(alice, () => alice.getByRole('button', { name: /Download transactions/ }).click());
  expect(csv.name).toMatch(/transactions.*\.csv$/);
  expect(csv.text.split(/\r?\n/)[0]).toBe('timestamp,type,amount,balance,description,reference');
  expect(csv.text).toContain('250');

  const bob = await signedIn(browser, ...BOB);
  await bob.getByRole('link', { name: 'Dashboard' }).click();
  await expect(bob.getByRole('main').getByText('Pilot')).toBeVisible();
  await expect(bob.getByRole('main').getByText('10.00')).toBeVisible();
  await expect(bob.getByRole('link', { name: /billing portal/i })).toHaveCount(0);
});

test('a rename in one window appears live in a second one', async ({ browser }) => {
  const first = await signedIn(browser, ...ALICE);
  const second = await signedIn(browser, ...ALICE);
  const name = `Live ${Date.now()}`;
  await createProjectStaying(first, name);
  await expect(second.getByRole('link', { name, exact: true })).toBeVisible();

  await first.getByRole('row').filter({ hasText: name }).hover();
  await first.getByRole('button', { name: `Rename ${name}` }).click();
  const field = first.getByRole('textbox', { name: `Rename ${name}` });
  await field.fill(`${name} renamed`);
  await field.press('Enter');
  await expect(second.getByRole('link', { name: `${name} renamed`, exact: true })).toBeVisible();
});

test('a user without canCloneProject sees no clone action', async ({ browser }) => {
  const bob = await signedIn(browser, ...BOB);
  const name = `Bob project ${Date.now()}`;
  await createProjectStaying(bob, name);
  await bob.getByRole('row').filter({ hasText: name }).hover();
  await expect(bob.getByRole('button', { name: `Rename ${name}` })).toBeVisible();
  await expect(bob.getByRole('button', { name: `Clone ${name}` })).toHaveCount(0);
});
