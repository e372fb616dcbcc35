import { describe, expect, it } from 'vitest';
import { contactFieldErrorMap, contactFieldErrors, contactSchema, isAustralianPhone } from './contact';

const valid = {
  name: 'Jane Citizen',
  email: 'jane@example.com.au',
  phone: '0412 345 678',
  category: 'techSupport',
  contactMethod: 'email',
  message: 'My internet drops out every evening.',
  website: '',
};

describe('contact form schema', () => {
  it('accepts a complete form and trims it', () => {
    const result = contactSchema.safeParse({ ...valid, name: '  Jane Citizen ', email: ' jane@example.com.au ' });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Jane Citizen');
    expect(result.data?.email).toBe('jane@example.com.au');
    expect(contactFieldErrors(result)).toEqual([]);
  });

  it('keeps optional tracking fields (docs/product/ordering-and-handoff.md#tracking-fields: hidden fields filled from session storage)', () => {
    const result = contactSchema.safeParse({ ...valid, utm_source: 'newsletter', conversation_id: 'c-1' });
    expect(result.data).toMatchObject({ utm_source: 'newsletter', conversation_id: 'c-1' });
  });

  it('docs/product/content.md#contact categories and contact methods are the only ones accepted', () => {
    for (const category of ['newService', 'techSupport', 'orderStatus', 'billingIssues', 'complaints'])
      expect(contactSchema.safeParse({ ...valid, category }).success).toBe(true);
    for (const contactMethod of ['email', 'sms', 'phone', 'callback'])
      expect(contactSchema.safeParse({ ...valid, contactMethod }).success).toBe(true);
    // The site has no chat: a form cannot ask to be answered by one.
    expect(contactSchema.safeParse({ ...valid, contactMethod: 'chat' }).success).toBe(false);
    expect(contactFieldErrors(contactSchema.safeParse({ ...valid, category: 'sales', contactMethod: 'fax' }))).toEqual([
      'Please choose what your enquiry is about.',
      'Please choose how you would like us to contact you.',
    ]);
  });

  it('an empty form lists a readable message per field, in form order', () => {
    expect(contactFieldErrors(contactSchema.safeParse({}))).toEqual([
      'Please enter your name.',
      'Please enter your email address.',
      'Please choose what your enquiry is about.',
      'Please choose how you would like us to contact you.',
      'Please enter your message.',
    ]);
  });

  it('blank text counts as missing; one message per problem', () => {
    const errors = contactFieldErrors(contactSchema.safeParse({ ...valid, name: '   ', email: '  ' }));
    expect(errors).toEqual(['Please enter your name.', 'Please enter your email address.']);
  });

  it('an invalid email', () => {
    expect(contactFieldErrors(contactSchema.safeParse({ ...valid, email: 'jane@' }))).toEqual([
      'Please enter a valid email address, like name@example.com.',
    ]);
  });

  it('message between 10 and 2000 characters', () => {
    expect(contactFieldErrors(contactSchema.safeParse({ ...valid, message: 'Help!' }))).toEqual([
      'Please tell us a little more: at least 10 characters.',
    ]);
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(contactFieldErrors(contactSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }))).toEqual([
      'Your message must be 2000 characters or fewer.',
    ]);
  });

  it('the honeypot "website" must be empty', () => {
    expect(contactFieldErrors(contactSchema.safeParse({ ...valid, website: 'http://spam.example' }))).toEqual([
      'Please leave this field empty.',
    ]);
  });

  it('phone is required for sms, phone and callback, optional for email', () => {
    const { phone: _phone, ...noPhone } = valid;
    expect(contactSchema.safeParse({ ...noPhone, contactMethod: 'email' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...noPhone, contactMethod: 'email', phone: '' }).success).toBe(true);
    for (const contactMethod of ['sms', 'phone', 'callback'])
      expect(contactFieldErrors(contactSchema.safeParse({ ...noPhone, contactMethod }))).toEqual([
        'Please enter your phone number so we can contact you that way.',
      ]);
  });

  it('a phone number that is not Australian', () => {
    expect(contactFieldErrors(contactSchema.safeParse({ ...valid, phone: '555-1234' }))).toEqual([
      'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.',
    ]);
  });

  it('contactFieldErrorMap keys messages by field', () => {
    expect(contactFieldErrorMap(contactSchema.safeParse({ ...valid, name: '', message: 'short' }))).toEqual({
      name: ['Please enter your name.'],
      message: ['Please tell us a little more: at least 10 characters.'],
    });
    expect(contactFieldErrorMap(contactSchema.safeParse(valid))).toEqual({});
  });
});

describe('isAustralianPhone', () => {
  it.each([
    '0412 345 678',
    '0412345678',
    '+61 412 345 678',
    '61412345678',
    '(02) 9876 5432',
    '02-9876-5432',
    '+61 3 9876 5432',
    '08 9876 5432',
    '1300 123 456',
    '1800 123 456',
    '13 39 38',
  ])('accepts %j', (phone) => {
    expect(isAustralianPhone(phone)).toBe(true);
  });
  it.each(['', '555-1234', '0512 345 678', '0412 345 67', '+1 212 555 0100', '1900 123 456', 'phone me'])('rejects %j', (phone) => {
    expect(isAustralianPhone(phone)).toBe(false);
  });
});

describe('all problems are listed at once', () => {
  it('a missing phone for a callback shows beside the other errors', () => {
    const { phone: _phone, ...noPhone } = valid;
    expect(contactFieldErrors(contactSchema.safeParse({ ...noPhone, name: '', contactMethod: 'callback' }))).toEqual([
      'Please enter your name.',
      'Please enter your phone number so we can contact you that way.',
    ]);
  });
});
