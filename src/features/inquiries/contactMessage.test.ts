import { describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS } from '@/config';
import { COMMUNITIES } from './communities';
import {
  contactSubject,
  initialContactValues,
  toContactMessage,
  validateContactMessage,
  validateContactStepOne,
  type ContactFormValues,
} from './contactMessage';

const filled: ContactFormValues = {
  ...initialContactValues({}),
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '812-555-0199',
  question: 'Is parking included?',
};
const envelope = { to: '', subject: 'Message from example.com', captchaResponse: 't', currentPage: 'http://example.com/' };

describe('spec 3 contact message defaults', () => {
  it('prefers e-mail, spans the whole 0-4000 rent range and has nothing ticked', () => {
    expect(initialContactValues({})).toMatchObject({ emailPreferred: true, phonePreferred: false, textPreferred: false, lowerRent: 0, upperRent: 4000, communities: [] });
  });

  it('fills in the page’s floor plan and ticks its community when it is one of ours', () => {
    expect(initialContactValues({ floorplanName: 'The Birch', propertyName: 'The Kirkwood' })).toMatchObject({ floorPlan: 'The Birch', communities: ['The Kirkwood'] });
    expect(initialContactValues({ propertyName: 'Somewhere Else' }).communities).toEqual([]);
  });

  it('offers every community of the inquiry map, with Other', () => {
    expect(COMMUNITIES).toEqual(Object.keys(COMMUNITY_INQUIRY_EMAILS));
    expect(COMMUNITIES).toContain('Other');
  });
});

describe('spec 5 contact step 1', () => {
  it('passes when name, e-mail, phone and question are given and e-mail is preferred', () => {
    expect(validateContactStepOne(filled)).toEqual({});
  });

  it('asks for each missing field', () => {
    expect(validateContactStepOne(initialContactValues({}))).toEqual({
      name: 'Please provide Name',
      email: 'Please provide Email',
      phone: 'Please provide Phone',
      question: 'Please provide Question',
    });
  });

  it("says 'Please check one of the boxes' (for the group) when no way of contact is ticked", () => {
    expect(validateContactStepOne({ ...filled, emailPreferred: false })).toEqual({ preferred: 'Please check one of the boxes' });
    expect(validateContactStepOne({ ...filled, emailPreferred: false, textPreferred: true })).toEqual({});
    expect(validateContactStepOne({ ...filled, emailPreferred: false, phonePreferred: true })).toEqual({});
  });

  it('refuses an e-mail or a phone that cannot be used', () => {
    expect(validateContactStepOne({ ...filled, email: 'ana@', phone: '555' })).toEqual({
      email: 'Please provide a valid Email',
      phone: 'Please provide a valid Phone',
    });
  });
});

describe('spec 3 contact message on the wire', () => {
  it('keeps the preferences and comma-joins the ticked communities in map order', () => {
    const message = toContactMessage({ ...filled, communities: ['Other', 'The Kirkwood'], lowerRent: 800, upperRent: 1500, bedrooms: '2' }, envelope);
    expect(message).toEqual({
      ...envelope,
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '812-555-0199',
      question: 'Is parking included?',
      emailPreferred: true,
      phonePreferred: false,
      textPreferred: false,
      communities: 'The Kirkwood,Other',
      additionalInfo: { bedrooms: '2', moveInDate: '', amenities: '', pets: '', floorPlan: '', hearAboutUs: '', lowerRent: 800, upperRent: 1500 },
    });
    expect(validateContactMessage(message)).toEqual({});
  });

  it('needs the captcha token, and refuses step 2 details longer than the API takes', () => {
    expect(validateContactMessage(toContactMessage(filled, { ...envelope, captchaResponse: '' }))).toEqual({ captchaResponse: 'Please check the captcha' });
    expect(validateContactMessage(toContactMessage({ ...filled, pets: 'x'.repeat(201) }, envelope))).toEqual({ pets: 'Pets must be at most 200 characters' });
  });

  it("the subject is 'Message from {host}'", () => {
    expect(contactSubject('limestoneliving.example')).toBe('Message from limestoneliving.example');
  });
});
