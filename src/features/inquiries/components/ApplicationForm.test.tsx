import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { acceptAfterPause, LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { lastBody, postedPaths, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import type { FormContext } from '@/features/inquiries/formContext';
import ApplicationForm, { APPLICATION_DRAFT_KEY } from './ApplicationForm';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: /Request Application/ });

function renderForm(context: FormContext = {}) {
  const onSwitchToContact = vi.fn();
  const view = renderWithProviders(<ApplicationForm context={context} onSwitchToContact={onSwitchToContact} />, { path: '/floorplans/12' });
  return { ...view, onSwitchToContact };
}

async function fillRequired(user: UserEvent) {
  await user.type(field(/^Name/), 'Ana Ruiz');
  await user.type(field(/^Email/), 'ana@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Neighborhood' }), 'The Kirkwood');
}

async function tickCaptcha(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
}

describe('spec 2 rental application request form', () => {
  it("states that applications are free and links to the contact form", async () => {
    const { user, onSwitchToContact } = renderForm();
    expect(screen.getByText('Applications are free.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send us a message' }));
    expect(onSwitchToContact).toHaveBeenCalledTimes(1);
  });

  it('labels every input; phone is optional and numeric, e-mail an e-mail input', async () => {
    const { user } = renderForm();
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.type(phone, '(812) 555-01x42');
    expect(phone).toHaveValue('(812) 555-0142');
    expect(screen.getByRole('combobox', { name: 'Neighborhood' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Address or floor plan (optional)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Questions (optional)' })).toHaveAccessibleDescription('1000 characters left');
  });

  it("lists the communities of the inquiry map with 'Other', and hides the select when the page gives its property e-mail", () => {
    const { unmount } = renderForm();
    const options = within(screen.getByRole('combobox', { name: 'Neighborhood' })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('The Kirkwood');
    expect(options.at(-1)).toBe('Other');
    unmount();

    renderForm({ propertyEmail: 'cascades@limestoneliving.example', propertyName: 'Cascades Flats' });
    expect(screen.queryByRole('combobox', { name: 'Neighborhood' })).not.toBeInTheDocument();
  });
});

describe('spec 4 application form states', () => {
  it("formInvalid: 'Fill all the required fields', each field's message, focus on the first, nothing sent", async () => {
    const recorded = recordRequests();
    const { user } = renderForm();
    await user.click(submit());

    expect(screen.getByRole('alert')).toHaveTextContent('Fill all the required fields');
    expect(field(/^Name/)).toHaveAccessibleDescription('Please provide Name');
    expect(field(/^Email/)).toHaveAccessibleDescription('Please provide Email');
    expect(screen.getByRole('combobox', { name: 'Neighborhood' })).toHaveAccessibleDescription('Please select Neighborhood');
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAccessibleDescription('Please check the captcha');
    expect(field(/^Name/)).toHaveFocus();
    expect(postedPaths(recorded)).not.toContain('/api/mail/application');
  });

  it("'Please provide Email' is about the e-mail field: a name alone does not clear it", async () => {
    const { user } = renderForm();
    await user.type(field(/^Name/), 'Ana Ruiz');
    await user.click(submit());
    expect(field(/^Name/)).toBeValid();
    expect(field(/^Email/)).toHaveAccessibleDescription('Please provide Email');
    expect(field(/^Email/)).toHaveFocus();
  });

  it("captcha required: with every field filled but the captcha, it says 'Please check the captcha' and focuses it", async () => {
    const recorded = recordRequests();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(submit());
    const captcha = screen.getByRole('checkbox', { name: 'I am not a robot' });
    expect(captcha).toBeInvalid();
    expect(captcha).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Fill all the required fields');
    expect(postedPaths(recorded)).not.toContain('/api/mail/application');
  });

  it('submitting -> complete: sends the request, disables the button with a spinner, then shows success and stays disabled', async () => {
    server.use(acceptAfterPause('*/api/mail/application'));
    const recorded = recordRequests();
    const { user } = renderForm({ floorplanName: 'The Birch' });
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '8125550199');
    await user.type(screen.getByRole('textbox', { name: 'Questions (optional)' }), 'Is parking included?');
    await tickCaptcha(user);
    await user.click(submit());

    expect(submit()).toBeDisabled();
    expect(within(submit()).getByRole('status')).toHaveTextContent('Sending');
    expect(await screen.findByText('Rental Application Request Sent!')).toHaveFocus();
    expect(submit()).toBeDisabled();
    expect(within(submit()).queryByRole('status')).not.toBeInTheDocument();
    expect(lastBody(recorded, '/api/mail/application')).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '8125550199',
      property: 'The Kirkwood',
      address: 'The Birch',
      questions: 'Is parking included?',
      captchaResponse: LOCAL_CAPTCHA_TOKEN,
      currentPage: window.location.href,
      subject: 'Rental Application Request',
    });
  });

  it('issue 27 receipts: under the success message, what happens next (the community, when to expect an answer, the receipt mailed) and what was sent', async () => {
    const { user } = renderForm({ floorplanName: 'Kirkwood Two' });
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Questions (optional)' }), 'Is parking included?');
    await tickCaptcha(user);
    await user.click(submit());
    await screen.findByText('Rental Application Request Sent!');
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('Your request went to the leasing office of The Kirkwood. Expect an answer within one business day');
    expect(next).toHaveTextContent('We sent a receipt to ana@example.com.');
    const sent = within(next).getByRole('list', { name: 'What you sent' });
    expect(within(sent).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name: Ana Ruiz',
      'Email: ana@example.com',
      'Community: The Kirkwood',
      'Address or floor plan: Kirkwood Two',
      'Questions: Is parking included?',
    ]);
  });

  it('issue 27 receipts: a receipt held by its cooldown is said plainly; the request itself was sent', async () => {
    server.use(http.post('*/api/mail/application', () => HttpResponse.json({ id: 3, message: 'Rental Application Request Sent!', receiptHeld: true })));
    const { user } = renderForm();
    await fillRequired(user);
    await tickCaptcha(user);
    await user.click(submit());
    await screen.findByText('Rental Application Request Sent!');
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'We did not mail a receipt to ana@example.com this time: that address has had 3 from us in the last 24 hours.',
    );
  });

  it("submissionError: shows the server's message, keeps what was typed, asks for a new captcha, and says nothing of what happens next (issue 27)", async () => {
    server.use(http.post('*/api/mail/application', () => HttpResponse.json({ message: 'Captcha could not be verified' }, { status: 400 })));
    const { user } = renderForm();
    await fillRequired(user);
    await tickCaptcha(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha could not be verified');
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it("submissionError without a server message: 'Rental Application Request Failed!'", async () => {
    server.use(http.post('*/api/mail/application', () => HttpResponse.error()));
    const { user } = renderForm();
    await fillRequired(user);
    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Rental Application Request Failed!');
  });

  it("with the select hidden, the request names the page's community", async () => {
    const recorded = recordRequests();
    const { user } = renderForm({ propertyEmail: 'cascades@limestoneliving.example', propertyName: 'Cascades Flats' });
    await user.type(field(/^Name/), 'Ana Ruiz');
    await user.type(field(/^Email/), 'ana@example.com');
    await tickCaptcha(user);
    await user.click(submit());
    await screen.findByText('Rental Application Request Sent!');
    expect(lastBody(recorded, '/api/mail/application')).toMatchObject({ property: 'Cascades Flats' });
  });
});

describe('spec 2 forms: nothing typed is lost', () => {
  it('a closed form (or a reload) brings the draft back; a sent request clears it', async () => {
    const first = renderForm();
    await first.user.type(field(/^Name/), 'Ana Ruiz');
    await first.user.type(field(/^Email/), 'ana@example.com');
    first.unmount();

    const second = renderForm();
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
    expect(field(/^Email/)).toHaveValue('ana@example.com');
    await second.user.selectOptions(screen.getByRole('combobox', { name: 'Neighborhood' }), 'Other');
    await tickCaptcha(second.user);
    await second.user.click(submit());
    await screen.findByText('Rental Application Request Sent!');
    expect(window.sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
    second.unmount();

    renderForm();
    expect(field(/^Name/)).toHaveValue('');
  });
});
