import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Posts a sublet straight to the local API, as the sublet form does, and answers its private path
 * (`/sublets/{assetKey}`): for journeys that need a poster's own listing without going through the form.
 */
export async function postSublet(request: APIRequestContext, title: string): Promise<string> {
  const captcha = await request.post('/api/captcha/local');
  expect(captcha.ok()).toBe(true);
  const { token } = (await captcha.json()) as { token: string };
  const created = await request.post(`/api/admin/sublets?captchaResponse=${encodeURIComponent(token)}`, {
    data: {
      firstName: 'Dana',
      lastName: 'Lee',
      email: 'dana.lee@example.com',
      bedroom: 2,
      availableBedrooms: 1,
      address: '401 E 4th St',
      zipcode: '47408',
      availableFrom: '2030-05-15',
      availableTo: '2030-08-10',
      rent: 700,
      title,
      description: 'A bright room near campus.\nBikes welcome.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { assetKey } = (await created.json()) as { assetKey: string };
  return `/sublets/${assetKey}`;
}
