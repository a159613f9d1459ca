import {
  expect,
  openProfileSettings,
  settingsBanner,
  test as base,
  type Account,
} from './support/account';
import { uniqueSuffix } from './support/library';

/**
 * The signed-in app's language (issue 37, decision 0074 "The web app"): the member's choice in
 * Profile Settings, else the browser's.
 */
const test = base.extend<{ account: Account }>({
  account: async ({ createAccount }, use) => {
    await use(await createAccount({ username: `Lía ${uniqueSuffix()}` }));
  },
});

test('a member who picks Español reads the app in Spanish, after a reload too', async ({
  page,
  account,
  signIn,
}) => {
  await signIn(account);
  await page.goto('/');
  await openProfileSettings(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const language = page.getByLabel('Language', { exact: true });
  await expect(language).toHaveValue('');
  await expect(language.locator('option:checked')).toHaveText('Browser default');
  await language.selectOption({ label: 'Español' });
  await page.getByLabel('Time format').selectOption({ label: '12-hour (6:00 PM)' });
  await page.getByRole('button', { name: 'Save Profile' }).click();

  // Saved, and the app re-renders in Spanish without a reload: the banner, the page, the bar.
  await expect(settingsBanner(page, 'success', '¡Perfil actualizado!')).toBeVisible();
  await expectSpanish();
  await expect(page.getByLabel('Formato de hora')).toHaveValue('12h');

  await page.reload();
  await expectSpanish();
  await expect(page.getByLabel('Idioma', { exact: true })).toHaveValue('es');
  await expect(page.getByLabel('Formato de hora')).toHaveValue('12h');

  // The user menu and its sign-out question.
  await page.getByRole('button', { name: `Menú de usuario de ${account.username}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Ajustes del perfil' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cerrar sesión' });
  await expect(confirm).toContainText('¿Seguro que quieres cerrar la sesión?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();

  // The Schedule Dashboard: its heading and stat cards.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Panel', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Panel de parrillas', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Estadísticas' })).toContainText('Semanas en total');
  await page.goto('/profile');

  // Back to the browser's language (English here): null again, English again.
  await page.getByLabel('Idioma', { exact: true }).selectOption({ label: 'El del navegador' });
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  async function expectSpanish() {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Ajustes del perfil', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Ajustes del perfil/);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Panel', 'Programas', 'Locutores', 'Parrilla'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Secciones de ajustes' });
    for (const name of [
      'Información del perfil',
      'Correo electrónico',
      'Contraseña y seguridad',
      'Calendarios suscritos',
      'Notificaciones',
    ])
      await expect(tabs.getByRole('tab', { name })).toBeVisible();
    await expect(page.getByLabel('Nombre de usuario')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Datos de la cuenta' })).toBeVisible();
  }
});

test.describe('a browser in French', () => {
  test.use({ locale: 'fr-FR' });

  test('a member who chose no language reads the app in French', async ({
    page,
    account,
    signIn,
  }) => {
    await signIn(account);
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', { name: 'Paramètres du profil', level: 1 }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await expect(nav.getByRole('link', { name: 'Grille', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Émissions', exact: true })).toBeVisible();
    await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Langue', { exact: true }).locator('option:checked')).toHaveText(
      'Celle du navigateur',
    );
    await page.getByRole('button', { name: `Menu utilisateur de ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page
      .getByRole('alertdialog', { name: 'Se déconnecter' })
      .getByRole('button', { name: 'Se déconnecter' })
      .click();
    // Said after the session is gone, in the welcome page's language.
    await expect(page.getByText('Vous êtes déconnecté', { exact: true })).toBeVisible();
  });
});
