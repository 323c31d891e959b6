import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptAfterPause, LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { lastBody, postedPaths, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import type { FormContext } from '@/features/inquiries/formContext';
import { COMMUNITY_INQUIRY_EMAILS, company } from '@/config';
import ContactForm, { CONTACT_DRAFT_KEY } from './ContactForm';
import { ContactFormSkeleton } from './ContactFormSkeleton';

const MAIL = '/api/mail/v3/contact';
const INITIATED = '/api/admin/analytics/contact/initiated';
const SUBMITTED = '/api/admin/analytics/contact/submitted';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: /^(Sending )?Send$/ });
const captchaBox = () => screen.getByRole('checkbox', { name: 'I am not a robot' });

function renderForm(context: FormContext = {}, conversionIds: string[] = []) {
  return renderWithProviders(<ContactForm subject="Message from limestoneliving.example" context={context} conversionIds={conversionIds} />, { path: '/residents' });
}

/** Waits for the token obtained on load; the local check shows it as ticked. */
const captchaReady = () => waitFor(() => expect(captchaBox()).toBeChecked());

async function fillStepOne(user: UserEvent) {
  await user.type(field(/^Name/), 'Ana Ruiz');
  await user.type(field(/^Email/), 'ana@example.com');
  await user.type(field(/^Phone/), '812-555-0199');
  await user.type(field(/^Question/), 'Do you have a 2 bedroom for August?');
}

async function reachStepTwo(user: UserEvent) {
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 2: Tell us more (optional)' });
}

afterEach(() => {
  delete window.dataLayer;
  delete window.gtag;
});

describe('spec 4 contact form, step 1', () => {
  it('a captcha token is obtained when the form loads', async () => {
    const recorded = recordRequests();
    renderForm();
    await captchaReady();
    expect(postedPaths(recorded)).toEqual(['/api/captcha/local']);
  });

  it('asks for name, e-mail (an e-mail input), numeric phone and question; e-mail is preferred by default', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Your question' })).toBeVisible();
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone/)).toHaveAttribute('inputmode', 'numeric');
    for (const name of [/^Name/, /^Email/, /^Phone/, /^Question/]) expect(field(name)).toBeRequired();
    const reach = screen.getByRole('group', { name: 'How should we reach you?' });
    expect(within(reach).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(within(reach).getByRole('checkbox', { name: 'Phone call' })).not.toBeChecked();
    expect(within(reach).getByRole('checkbox', { name: 'Text' })).not.toBeChecked();
  });

  it('names each missing field, announces the problem and focuses the first; nothing is counted or sent', async () => {
    const recorded = recordRequests();
    const { user } = renderForm();
    await captchaReady();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Fill all the required fields');
    expect(field(/^Name/)).toHaveAccessibleDescription('Please provide Name');
    expect(field(/^Email/)).toHaveAccessibleDescription('Please provide Email');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Please provide Phone');
    expect(field(/^Question/)).toHaveAccessibleDescription(/Please provide Question/);
    expect(field(/^Name/)).toHaveFocus();
    expect(postedPaths(recorded)).toEqual(['/api/captcha/local']);
  });

  it("'Please check one of the boxes' when no way of contact is ticked", async () => {
    const { user } = renderForm();
    await fillStepOne(user);
    const reach = screen.getByRole('group', { name: 'How should we reach you?' });
    await user.click(within(reach).getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(within(reach).getByText('Please check one of the boxes')).toBeVisible();
    expect(within(reach).getByRole('checkbox', { name: 'Phone call' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Step 2/ })).not.toBeInTheDocument();

    await user.click(within(reach).getByRole('checkbox', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Step 2/ })).toBeVisible();
  });

  it("a valid step 1 moves to step 2, focuses its heading and sends 'contact initiated' for the contact property", async () => {
    const recorded = recordRequests();
    const { user } = renderForm();
    await reachStepTwo(user);
    expect(screen.getByRole('heading', { name: 'Step 2 of 2: Tell us more (optional)' })).toHaveFocus();
    await waitFor(() => expect(postedPaths(recorded)).toContain(INITIATED));
    expect(lastBody(recorded, INITIATED)).toEqual({ property: company.contactPropertyId });
  });
});

describe('spec 4 contact form, step 2', () => {
  it('offers the optional details, the rent range 0-4000 and every community with Other; Back keeps step 1', async () => {
    const { user } = renderForm();
    await reachStepTwo(user);
    expect(screen.getByRole('combobox', { name: 'Bedrooms (optional)' })).toBeVisible();
    expect(screen.getByLabelText('Move-in date (optional)')).toHaveAttribute('type', 'date');
    for (const name of ['Floor plan (optional)', 'Amenities you are looking for (optional)', 'Pets (optional)']) expect(field(name)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'How did you hear about us? (optional)' })).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Minimum rent' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Maximum rent' })).toHaveValue('4000');
    const communities = screen.getByRole('group', { name: 'Communities you are interested in' });
    expect(within(communities).getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(Object.keys(COMMUNITY_INQUIRY_EMAILS));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Your question' })).toHaveFocus();
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
  });

  it("sending: 'contact submitted' then the message; the button is disabled with a spinner; then 'Message Sent!'", async () => {
    server.use(acceptAfterPause(`*${MAIL}`));
    const recorded = recordRequests();
    const { user } = renderForm({}, ['AW-77/contact']);
    await captchaReady();
    await reachStepTwo(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms (optional)' }), '2');
    const communities = screen.getByRole('group', { name: 'Communities you are interested in' });
    await user.click(within(communities).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(communities).getByRole('checkbox', { name: 'The Kirkwood' }));
    await user.click(sendButton());

    expect(sendButton()).toBeDisabled();
    expect(within(sendButton()).getByRole('status')).toHaveTextContent('Sending');
    expect(await screen.findByText('Message Sent!')).toHaveFocus();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(sendButton()).queryByRole('status')).not.toBeInTheDocument();

    expect(postedPaths(recorded)).toEqual(['/api/captcha/local', INITIATED, SUBMITTED, MAIL]);
    expect(lastBody(recorded, SUBMITTED)).toEqual({ property: company.contactPropertyId });
    expect(lastBody(recorded, MAIL)).toEqual({
      to: '',
      subject: 'Message from limestoneliving.example',
      captchaResponse: LOCAL_CAPTCHA_TOKEN,
      name: 'Ana Ruiz',
      phone: '812-555-0199',
      email: 'ana@example.com',
      emailPreferred: true,
      phonePreferred: false,
      textPreferred: false,
      question: 'Do you have a 2 bedroom for August?',
      currentPage: window.location.href,
      communities: 'The Kirkwood,Other',
      additionalInfo: { bedrooms: '2', moveInDate: '', amenities: '', pets: '', floorPlan: '', hearAboutUs: '', lowerRent: 0, upperRent: 4000 },
    });
    expect(window.dataLayer?.map((entry) => Array.from(entry as IArguments))).toContainEqual(['event', 'conversion', { send_to: 'AW-77/contact' }]);
  });

  it('issue 27 receipts: under \'Message Sent!\', where it went, when to expect an answer, the receipt, and everything that was sent (no rent line for a slider left at its whole range)', async () => {
    const { user } = renderForm();
    await captchaReady();
    await reachStepTwo(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms (optional)' }), '2');
    await user.type(screen.getByLabelText('Move-in date (optional)'), '2027-03-01');
    const communities = screen.getByRole('group', { name: 'Communities you are interested in' });
    await user.click(within(communities).getByRole('checkbox', { name: 'Cascades Flats' }));
    await user.click(within(communities).getByRole('checkbox', { name: 'Switchyard Lofts' }));
    await user.click(sendButton());
    await screen.findByText('Message Sent!');
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('Your request went to the leasing office of Cascades Flats and Switchyard Lofts. Expect an answer within one business day');
    expect(next).toHaveTextContent('We sent a receipt to ana@example.com.');
    expect(within(within(next).getByRole('list', { name: 'What you sent' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name: Ana Ruiz',
      'Email: ana@example.com',
      'Phone: 812-555-0199',
      'Question: Do you have a 2 bedroom for August?',
      'Answer by: e-mail',
      'Bedrooms: 2',
      'Move-in date: Mar 01, 2027',
      'Communities: Cascades Flats, Switchyard Lofts',
    ]);
  });

  it("failure: the server's message, the spinner stops, the button comes back, conversion still fires, a new token is obtained", async () => {
    server.use(http.post(`*${MAIL}`, () => HttpResponse.json({ message: 'Mail server unavailable, try again later' }, { status: 503 })));
    const recorded = recordRequests();
    const { user } = renderForm({}, ['AW-77/contact']);
    await captchaReady();
    await reachStepTwo(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Mail server unavailable, try again later');
    expect(sendButton()).toBeEnabled();
    expect(within(sendButton()).queryByRole('status')).not.toBeInTheDocument();
    expect(window.dataLayer?.map((entry) => Array.from(entry as IArguments))).toContainEqual(['event', 'conversion', { send_to: 'AW-77/contact' }]);
    await waitFor(() => expect(postedPaths(recorded).filter((path) => path === '/api/captcha/local')).toHaveLength(2));
  });

  it("failure without a server message: 'Message Failed!'", async () => {
    server.use(http.post(`*${MAIL}`, () => HttpResponse.error()));
    const { user } = renderForm();
    await captchaReady();
    await reachStepTwo(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Message Failed!');
  });

  it("captcha required: when the token could not be obtained, Send says 'Please check the captcha' and sends nothing", async () => {
    server.use(http.post('*/api/captcha/local', () => HttpResponse.json({ message: 'busy' }, { status: 503 }), { once: true }));
    const recorded = recordRequests();
    const { user } = renderForm();
    await screen.findByText('The check did not go through. Please try again.');
    await reachStepTwo(user);
    await user.click(sendButton());

    expect(captchaBox()).toHaveAccessibleDescription('Please check the captcha');
    expect(captchaBox()).toHaveFocus();
    expect(postedPaths(recorded)).not.toContain(MAIL);

    await user.click(captchaBox());
    await waitFor(() => expect(captchaBox()).toBeChecked());
    await user.click(sendButton());
    expect(await screen.findByText('Message Sent!')).toBeVisible();
  });

  it("a page's property: analytics count for it and the message goes to its inbox, with its floor plan filled in", async () => {
    const recorded = recordRequests();
    const { user } = renderForm({ propertyId: 7, propertyEmail: 'birch@limestoneliving.example', floorplanName: 'The Birch' });
    await captchaReady();
    await reachStepTwo(user);
    expect(field('Floor plan (optional)')).toHaveValue('The Birch');
    await user.click(sendButton());
    await screen.findByText('Message Sent!');
    expect(lastBody(recorded, INITIATED)).toEqual({ property: 7 });
    expect(lastBody(recorded, SUBMITTED)).toEqual({ property: 7 });
    expect(lastBody(recorded, MAIL)).toMatchObject({ to: 'birch@limestoneliving.example', additionalInfo: { floorPlan: 'The Birch' } });
  });

  it('under the form, a mailto link to the inquiries address for when submitting fails', () => {
    renderForm();
    expect(screen.getByText(/If submitting fails, e-mail us at/)).toBeVisible();
    expect(screen.getByRole('link', { name: company.inquiriesEmail })).toHaveAttribute(
      'href',
      `mailto:${company.inquiriesEmail}?subject=Message%20from%20limestoneliving.example`,
    );
  });
});

describe('spec 2 forms: the contact draft', () => {
  it('a failed send, a closed form or a reload brings the draft back; a sent message clears it', async () => {
    server.use(http.post(`*${MAIL}`, () => HttpResponse.error(), { once: true }));
    const first = renderForm();
    await captchaReady();
    await reachStepTwo(first.user);
    await first.user.click(sendButton());
    await screen.findByText('Message Failed!');
    first.unmount();

    const second = renderForm();
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
    expect(field(/^Question/)).toHaveValue('Do you have a 2 bedroom for August?');
    await captchaReady();
    await second.user.click(screen.getByRole('button', { name: 'Next' }));
    await second.user.click(await screen.findByRole('button', { name: 'Send' }));
    await screen.findByText('Message Sent!');
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });
});

describe('issue 16 contact form opened about plans or a stay', () => {
  it('what the opener fills in (floor plans, move-in date, question) wins over an older draft; the rest of the draft stays', async () => {
    const first = renderForm();
    await first.user.type(field(/^Name/), 'Ana Ruiz');
    first.unmount();

    const { user } = renderForm({ floorplanName: 'Dunn Studio (The Kirkwood), Jordan Two (Jordan Commons)', moveInDate: '2026-04-01', question: 'A stay from Apr 01, 2026 to Apr 21, 2026 (20 nights).' });
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
    expect(field(/^Question/)).toHaveValue('A stay from Apr 01, 2026 to Apr 21, 2026 (20 nights).');
    await user.type(field(/^Email/), 'ana@example.com');
    await user.type(field(/^Phone/), '812-555-0199');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 2: Tell us more (optional)' });
    expect(field('Floor plan (optional)')).toHaveValue('Dunn Studio (The Kirkwood), Jordan Two (Jordan Commons)');
    expect(screen.getByLabelText(/^Move-in date/)).toHaveValue('2026-04-01');
  });
});

describe('spec 2 contact form loading skeleton', () => {
  it('holds the form’s place while it loads', () => {
    render(<ContactFormSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading the contact form' })).toBeVisible();
  });
});
