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
      description: [
        'A bright room on the second floor of a quiet house, five minutes by bike from campus and the B-Line trail.',
        'The kitchen and the living room are shared with two graduate students; the laundry is in the basement.',
        'Street parking is free after 6 pm. The lease runs to mid-August and the landlord has agreed to the sublet.',
        'Utilities are split three ways and came to about forty dollars a month last summer.',
      ].join('\n'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { assetKey } = (await created.json()) as { assetKey: string };
  return `/sublets/${assetKey}`;
}
