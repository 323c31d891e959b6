import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSubletValues, type SubletFormValues } from '../subletForm';
import { SUBLET_DRAFT_KEY } from './SubletForm';
import type { PostedSublet, Sublet } from '../types';
import { ownSublet, SUBLET_ASSET_KEY } from '@tests/msw/fixtures/sublets';
import { LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { stubObjectUrls } from '@tests/objectUrls';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

type User = ReturnType<typeof renderRoute>['user'];

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const photos = () => screen.getByLabelText(/^Photos/);
const submit = () => screen.getByRole('button', { name: /Submit/ });

function image(name: string, size = 10): File {
  const file = new File(['png'], name, { type: 'image/png' });
  // The size is what the rule reads; no need to hold megabytes in memory.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * A listing filled in on an earlier visit, as the form keeps it in the session: a test starts from it and types
 * only the fields it is about (typing every field like a visitor costs about 2 s a test in jsdom).
 */
const FILLED: SubletFormValues = {
  ...initialSubletValues(),
  firstName: 'Casey',
  lastName: 'Morgan',
  email: 'casey@example.com',
  bedroom: '3',
  address: '345 S Fess Ave, Bloomington, IN',
  zipcode: '47401',
  rent: '625',
  availableFrom: '2030-06-01',
  availableTo: '2030-08-31',
  petsAllowed: true,
  title: 'Room near the B-Line',
  description: 'Furnished room.',
};

async function openForm(draft?: SubletFormValues) {
  if (draft) window.sessionStorage.setItem(SUBLET_DRAFT_KEY, JSON.stringify(draft));
  const view = renderRoute('/sublets/new');
  await screen.findByRole('heading', { level: 1, name: 'Post your sublet for free. Listing remains active for 30 days' }, { timeout: 5000 });
  return view;
}

const setDate = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function tickCaptcha(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
}

describe('spec 2 sublet form, create mode (/sublets/new)', () => {
  beforeEach(() => void stubObjectUrls());

  it('spec 2 labels every field; the e-mail carries the privacy note and the city suffix sits beside the address', async () => {
    await openForm();
    expect(textbox('Email')).toHaveAccessibleDescription('Your personal information is for verification purposes only and will not be displayed.');
    expect(screen.getByText(', Bloomington, IN')).toBeVisible();
    const bedrooms = within(screen.getByRole('combobox', { name: 'Out of bedrooms' })).getAllByRole('option').map((option) => option.textContent);
    expect(bedrooms).toEqual(['Choose', '0', '1', '2', '3', '4']);
    expect(screen.getByRole('combobox', { name: 'Bedrooms available' })).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: 'Including Utilities' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pets OK' })).not.toBeChecked();
    expect(textbox('Title')).toHaveAttribute('maxlength', '50');
    expect(textbox('Description')).toHaveAccessibleDescription('500 characters left');
    expect(photos()).toHaveAttribute('type', 'file');
    await waitFor(() => expect(document.title).toBe('Limestone Living: Post a Sublet'));
  });

  it('issue 27 sublet form: the title counts its characters down like the description, so the 50-character cut is never silent', async () => {
    const { user } = await openForm();
    expect(textbox('Title')).toHaveAccessibleDescription('50 characters left');
    await user.type(textbox('Title'), 'Room near the B-Line');
    expect(textbox('Title')).toHaveAccessibleDescription('30 characters left');
    await user.clear(textbox('Title'));
    await user.type(textbox('Title'), 'x'.repeat(49));
    expect(textbox('Title')).toHaveAccessibleDescription('1 character left');
    await user.type(textbox('Title'), 'yz');
    expect(textbox('Title')).toHaveValue(`${'x'.repeat(49)}y`);
    expect(textbox('Title')).toHaveAccessibleDescription('0 characters left');
  });

  it("spec 5 an empty submit: each field's message, 'Provide at least an image!', 'Provide captcha', the summary, focus on the first", async () => {
    const recorded = recordRequests();
    const { user } = await openForm();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Fix field error(s)');
    expect(textbox('First Name')).toHaveAccessibleDescription('Provide first name');
    expect(textbox('First Name')).toHaveFocus();
    expect(photos()).toHaveAccessibleDescription('Provide at least an image!');
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAccessibleDescription('Provide captcha');
    expect(recorded.filter((r) => r.method === 'POST' && r.path.startsWith('/api/admin/sublets'))).toHaveLength(0);
  });

  it("spec 5 zip '4740' and Available To before From are refused with the spec's messages", async () => {
    const { user } = await openForm(FILLED);
    await user.clear(textbox('Zip Code'));
    await user.type(textbox('Zip Code'), '4740');
    setDate('Available To', '2030-05-31');
    await user.click(submit());
    expect(textbox('Zip Code')).toHaveAccessibleDescription('Provide valid zip code (ex: 47401)');
    expect(screen.getByLabelText('Available To')).toHaveAccessibleDescription('Should be later than Available From date');
    expect(textbox('Zip Code')).toHaveFocus();
  });

  it('issue 27 sublet form: a missing date is asked for the way the picker shows it (mm/dd/yyyy), not as YYYY-MM-DD', async () => {
    const { user } = await openForm({ ...FILLED, availableFrom: '', availableTo: '' });
    await user.click(submit());
    expect(screen.getByLabelText('Available From')).toHaveAccessibleDescription('Provide Available From date (mm/dd/yyyy)');
    expect(screen.getByLabelText('Available To')).toHaveAccessibleDescription('Provide Available To date (mm/dd/yyyy)');
    expect(screen.queryByText(/YYYY-MM-DD/)).not.toBeInTheDocument();
  });

  it('spec 5 images: 4,999,999 bytes pass, 5,000,000 bytes are too big, and only the first 5 of 6 are kept', async () => {
    const { user } = await openForm();
    await user.upload(photos(), [image('small.png', 4_999_999), image('big.png', 5_000_000)]);
    await user.click(submit());
    expect(photos()).toHaveAccessibleDescription('big.png is too big, provide a file smaller than 5mb!');

    await user.upload(photos(), ['1', '2', '3', '4', '5', '6'].map((n) => image(`${n}.png`)));
    expect(screen.getByText('Only first 5 files included')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(5);
    await user.click(submit());
    expect(photos()).not.toHaveAccessibleDescription(/Provide at least an image!|too big/);
  });

  it('issue 27 / spec 2 chosen photos show as thumbnails in their order, the first marked as the cover', async () => {
    const { user } = await openForm();
    await user.upload(photos(), [image('front.png'), image('kitchen.png'), image('bath.png')]);
    const chosen = within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem');
    expect(chosen.map((item) => item.textContent)).toEqual([expect.stringMatching(/^front\.png.*Cover/), expect.stringMatching(/^kitchen\.png/), expect.stringMatching(/^bath\.png/)]);
    expect(chosen.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual(['blob:front.png#0', 'blob:kitchen.png#1', 'blob:bath.png#2']);
    expect(within(chosen[1]).queryByText('Cover')).not.toBeInTheDocument();
  });

  it('issue 27 photos are reordered with Move up and Move down, from the keyboard too; the new first is the cover and is sent first', async () => {
    const recorded = recordRequests();
    const { user } = await openForm(FILLED);
    await user.upload(photos(), [image('front.png'), image('kitchen.png'), image('bath.png')]);
    const order = () => within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem').map((item) => item.textContent?.match(/^\w+\.png/)?.[0]);

    screen.getByRole('button', { name: 'Move kitchen.png up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['kitchen.png', 'front.png', 'bath.png']);
    expect(screen.getByRole('button', { name: 'Move kitchen.png up' })).toHaveFocus();
    expect(screen.getByText('kitchen.png is now photo 1 of 3, the cover')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')[0]).toHaveTextContent('Cover');
    // The first cannot go higher, nor the last lower: the buttons say so and stay where the focus is.
    expect(screen.getByRole('button', { name: 'Move kitchen.png up' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['kitchen.png', 'front.png', 'bath.png']);

    await user.click(screen.getByRole('button', { name: 'Move front.png down' }));
    expect(order()).toEqual(['kitchen.png', 'bath.png', 'front.png']);
    expect(screen.getByRole('button', { name: 'Move front.png down' })).toHaveAttribute('aria-disabled', 'true');

    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByText('Sublet Created, It will be posted when approved!')).toBeVisible();
    const uploads = recorded.filter((r) => r.path.startsWith('/api/admin/sublets/assets/')).map((r) => String(r.body));
    expect(uploads.map((body) => /filename="([^"]+)"/.exec(body)?.[1])).toEqual(['kitchen.png', 'bath.png', 'front.png', 'kitchen.png']);
    expect(uploads.map((body) => /name="isCoverImage"\r\n\r\n(\w+)/.exec(body)?.[1])).toEqual(['true', 'false', 'false', 'true']);
  });

  it('issue 27 thumbnails give their memory back: replaced photos and a closed form revoke their object URLs', async () => {
    const urls = stubObjectUrls();
    const { user, unmount } = await openForm();
    await user.upload(photos(), [image('front.png'), image('kitchen.png')]);
    expect(urls.live()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Move kitchen.png up' }));
    expect(urls.made, 'a reordered photo keeps its thumbnail').toHaveLength(2);
    await user.upload(photos(), [image('bath.png')]);
    expect(urls.live()).toEqual([expect.stringMatching(/^blob:bath\.png/)]);
    unmount();
    expect(urls.live()).toEqual([]);
  });

  it('spec 4 submitting -> created: spinner, the sublet then each image (first repeated last), progress bars, the private link', async () => {
    server.use(http.post('*/api/admin/sublets/assets/:assetKey', async () => {
      await delay(30);
      return HttpResponse.json({ id: 'asset', name: '0' }, { status: 201 });
    }));
    const recorded = recordRequests();
    const { user } = await openForm(FILLED);
    await user.upload(photos(), [image('front.png'), image('kitchen.png')]);
    await tickCaptcha(user);
    await user.click(submit());

    expect(submit()).toBeDisabled();
    expect(within(submit()).getByRole('status')).toHaveTextContent('Sending');
    expect(await screen.findByText('Sublet Created, It will be posted when approved!')).toHaveFocus();
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveValue(1);
    expect(screen.getByRole('progressbar', { name: 'Uploading kitchen.png' })).toHaveValue(1);
    const link = screen.getByRole('link', { name: `${window.location.origin}/sublets/${SUBLET_ASSET_KEY}` });
    expect(link).toHaveAttribute('href', `/sublets/${SUBLET_ASSET_KEY}`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();

    const posts = recorded.filter((r) => r.method === 'POST' && r.path.startsWith('/api/admin/sublets'));
    expect(posts.map((r) => `${r.path}${r.search}`)).toEqual([
      `/api/admin/sublets?captchaResponse=${LOCAL_CAPTCHA_TOKEN}`,
      ...Array.from({ length: 3 }, () => `/api/admin/sublets/assets/${SUBLET_ASSET_KEY}`),
    ]);
    expect(lastBody(recorded, '/api/admin/sublets')).toEqual({
      firstName: 'Casey',
      lastName: 'Morgan',
      email: 'casey@example.com',
      bedroom: 3,
      availableBedrooms: 1,
      address: '345 S Fess Ave, Bloomington, IN',
      zipcode: '47401',
      availableFrom: '2030-06-01',
      availableTo: '2030-08-31',
      rent: 625,
      utilitiesIncluded: true,
      petsAllowed: true,
      title: 'Room near the B-Line',
      description: 'Furnished room.',
    });
    const uploads = posts.slice(1).map((r) => String(r.body));
    expect(uploads.map((body) => /name="name"\r\n\r\n(\d+)/.exec(body)?.[1])).toEqual(['0', '1', '2']);
    expect(uploads.map((body) => /name="isCoverImage"\r\n\r\n(\w+)/.exec(body)?.[1])).toEqual(['true', 'false', 'true']);
  });

  it("issue 26 when the address had all the confirmation mails it may get, the poster is told none was sent, not 'We sent', and keeps the private link", async () => {
    const held = 'Your sublet is stored, but its confirmation mail was not sent: this address already got 3 in the last 24 hours.';
    server.use(http.post('*/api/admin/sublets', async ({ request }) => {
      const posted: PostedSublet = { ...ownSublet, ...((await request.json()) as Partial<Sublet>), message: held, confirmationMailHeld: true };
      return HttpResponse.json(posted, { status: 201 });
    }));
    const { user } = await openForm(FILLED);
    await user.upload(photos(), [image('front.png')]);
    await tickCaptcha(user);
    await user.click(submit());

    expect(await screen.findByText(held)).toBeVisible();
    expect(screen.queryByText(/We sent this private link/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${window.location.origin}/sublets/${SUBLET_ASSET_KEY}` })).toBeVisible();
  });

  it("spec 8 / issue 17 a failed post says 'Error posting sublet!' then the server's reason, and keeps everything typed and chosen", async () => {
    server.use(http.post('*/api/admin/sublets', () => HttpResponse.json({ message: 'Please check the captcha' }, { status: 400 })));
    const { user } = await openForm(FILLED);
    await user.upload(photos(), [image('front.png')]);
    await tickCaptcha(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error posting sublet! Please check the captcha$/);
    expect(textbox('Title')).toHaveValue('Room near the B-Line');
    expect(textbox('Address')).toHaveValue('345 S Fess Ave, Bloomington, IN');
    expect(screen.getByRole('checkbox', { name: 'Pets OK' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getByText('front.png')).toBeVisible();
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
  });

  it('spec 8 a retry after a failed photo upload finishes the listing already created instead of posting a second one', async () => {
    let uploadsLeftToFail = 1;
    server.use(
      http.post('*/api/admin/sublets/assets/:assetKey', () => {
        if (uploadsLeftToFail-- > 0) return HttpResponse.json({ message: 'disk full' }, { status: 500 });
        return HttpResponse.json({ id: 'a1', name: '0' }, { status: 201 });
      }),
    );
    const recorded = recordRequests();
    const { user } = await openForm(FILLED);
    await user.upload(photos(), [image('front.png')]);
    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error posting sublet!');

    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByText('Sublet Created, It will be posted when approved!')).toBeVisible();

    const creates = recorded.filter((request) => request.method === 'POST' && request.path === '/api/admin/sublets');
    expect(creates).toHaveLength(1);
    const uploads = recorded.filter((request) => request.path.startsWith('/api/admin/sublets/assets/'));
    expect(uploads.map((request) => request.path)).toEqual([
      `/api/admin/sublets/assets/${SUBLET_ASSET_KEY}`,
      `/api/admin/sublets/assets/${SUBLET_ASSET_KEY}`,
    ]);
  });
});
