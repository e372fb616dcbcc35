// @vitest-environment happy-dom
// The contact form: the shared schema checks it in the browser (docs/product/content.md#form-errors error display: a list of
// field messages, or the general message), it posts JSON to /api/contact, and the success view
// (docs/product/content.md#contact) closes back to an empty form.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUCCESS, FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import { CONTACT_RATE_LIMITED, CONTACT_SEND_FAILED } from './contact-form-state';
import { ContactForm, loadContactRules } from './contact-form';
import { pasteInto } from '../../../tests/support/paste-into';

const fetchMock = vi.fn<typeof fetch>();
// What 'sends nothing' means: no call to the contact route. Another file's delayed content fetch
// (the unit project shares workers between files) may reach this stub, and is not the form's.
const contactPosts = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/contact');
// The form loads its schema when the visitor starts filling it in; loaded here up front.
beforeAll(() => loadContactRules());
// The API error schema loads when the server refuses a form (submit-contact.ts); loaded here once so
// the first refusal is not timed against the test runner's first transform of zod.
beforeAll(async () => {
  await import('../../../shared/schemas/site-api');
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ sent: true, reference: 'KB-7F3Q9K2M' }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(url = '/contact-us', tracking = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <h2 id="form-heading">Send us a message</h2>
      <ContactForm tracking={tracking} labelledBy="form-heading" />
    </MemoryRouter>,
  );
  return user;
}

/** Fills the fields a test does not study, each pasted in (tests/support/paste-into.ts says why). */
async function fillValid(user: ReturnType<typeof userEvent.setup>, skip: string[] = []) {
  const paste = (field: HTMLElement, text: string) => pasteInto(user, field, text);
  if (!skip.includes('name')) await paste(screen.getByLabelText('Your name'), 'Alex Citizen');
  if (!skip.includes('email')) await paste(screen.getByLabelText('Email address'), 'alex@example.com');
  if (!skip.includes('phone')) await paste(screen.getByLabelText(/^Phone number/), '0412 345 678');
  if (!skip.includes('category')) await user.selectOptions(screen.getByLabelText('What is your enquiry about?'), 'Technical support');
  if (!skip.includes('contactMethod')) await user.click(screen.getByRole('radio', { name: 'Call me back' }));
  if (!skip.includes('message')) await paste(screen.getByLabelText('Your message'), 'My internet drops out every evening.');
}

const summary = () => screen.getByRole('alert');
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  it('has labelled fields, human category labels and the five contact methods', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
    const category = screen.getByLabelText('What is your enquiry about?');
    expect(within(category).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([
      '',
      'newService',
      'techSupport',
      'orderStatus',
      'billingIssues',
      'complaints',
    ]);
    expect(within(category).getByRole('option', { name: 'Making a complaint' })).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'How would you like us to contact you?' });
    expect(within(methods).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['email', 'sms', 'phone', 'callback']);
    // docs/product/content.md#contact: no chat exists, so none is offered.
    expect(within(methods).queryByRole('radio', { name: /chat/i })).toBeNull();
    // The honeypot is out of reach of people and assistive technology.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('an empty form lists every field message, linked to its field, focuses the list, and sends nothing', async () => {
    const user = renderForm();
    await send(user);
    expect(document.activeElement).toBe(summary());
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Please enter your name.',
      'Please enter your email address.',
      'Please choose what your enquiry is about.',
      'Please choose how you would like us to contact you.',
      'Please tell us a little more: at least 10 characters.',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('#contact-name');
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    await user.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(contactPosts()).toEqual([]);
  });

  it.each([
    ['name', 'Please enter your name.', undefined],
    ['email', 'Please enter a valid email address, like name@example.com.', ['Email address', 'alex@']],
    ['phone', 'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.', [/^Phone number/, '12 34']],
    ['phone', 'Please enter your phone number so we can contact you that way.', undefined],
    ['category', 'Please choose what your enquiry is about.', undefined],
    ['contactMethod', 'Please choose how you would like us to contact you.', undefined],
    ['message', 'Please tell us a little more: at least 10 characters.', ['Your message', 'Help']],
  ] as const)('an invalid %s shows its message in the list and beside the field', async (field, message, typed) => {
    const user = renderForm();
    await fillValid(user, [field]);
    if (typed) await user.type(screen.getByLabelText(typed[0]), typed[1]);
    await send(user);
    expect(within(summary()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([message]);
    const described = screen.getAllByText(message).find((element) => element.classList.contains('contact-form__error'));
    expect(described).toBeTruthy();
    expect(contactPosts()).toEqual([]);
  });

  it('a field message updates as the visitor fixes it', async () => {
    const user = renderForm();
    await fillValid(user, ['name']);
    await send(user);
    const name = screen.getByLabelText('Your name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, 'Alex');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('confirms a sent message without a reference when the answer has none', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ sent: true }), { status: 202 }));
    const user = renderForm('/contact-us', {});
    await fillValid(user);
    await send(user);
    const success = await screen.findByText(CONTACT_SUCCESS);
    expect(success.parentElement?.textContent).not.toContain('reference');
  });

  it('sends a valid form as JSON with the tracking fields, then shows the success view; Close returns to an empty form', async () => {
    const user = renderForm('/contact-us', { utm_source: 'newsletter', conversation_id: 'conv-7' });
    await fillValid(user);
    await send(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      category: 'techSupport',
      contactMethod: 'callback',
      message: 'My internet drops out every evening.',
      website: '',
      utm_source: 'newsletter',
      conversation_id: 'conv-7',
    });
    const success = await screen.findByText(CONTACT_SUCCESS);
    expect(document.activeElement).toBe(success.parentElement);
    // The confirmation, word for word, then the reference to quote.
    expect(success.parentElement?.textContent).toContain(`${CONTACT_SUCCESS}Your reference is KB-7F3Q9K2M.`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const name = screen.getByLabelText('Your name') as HTMLInputElement;
    expect(name.value).toBe('');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(name);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s field messages when it rejects the form', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'invalid_contact', message: FORM_ERROR_GENERIC, fields: { email: ['Please enter a valid email address, like name@example.com.'] } } }), {
        status: 400,
      }),
    );
    const user = renderForm();
    await fillValid(user);
    await send(user);
    const link = await within(summary()).findByRole('link', { name: 'Please enter a valid email address, like name@example.com.' });
    expect(link.getAttribute('href')).toBe('#contact-email');
    expect(document.activeElement).toBe(summary());
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the general message when the server rejects the form without field messages', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'bad_request' } }), { status: 400 }));
    const user = renderForm();
    await fillValid(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_ERROR_GENERIC);
  });

  it('says so when the visitor is rate limited or the message could not be sent', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    const user = renderForm();
    await fillValid(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_RATE_LIMITED);
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await send(user);
    // The number keeps its non-breaking spaces (it never wraps): matched as written, not collapsed.
    expect((await screen.findByText(CONTACT_SEND_FAILED, { normalizer: (text) => text })).closest('[role="alert"]')).toBeTruthy();
  });

  it('shows the success view or the general message after a plain (no-JavaScript) post', () => {
    renderForm('/contact-us?sent=1');
    expect(screen.getByText(CONTACT_SUCCESS)).toBeTruthy();
    cleanup();
    renderForm('/contact-us?error=1');
    expect(screen.getByRole('alert').textContent).toBe(FORM_ERROR_GENERIC);
  });

  it('carries the tracking values in hidden fields for the plain form post', () => {
    renderForm('/contact-us', { utm_source: 'newsletter', conversation_id: 'conv-7' });
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect(form.method).toBe('post');
    expect((form.elements.namedItem('utm_source') as HTMLInputElement).value).toBe('newsletter');
    expect((form.elements.namedItem('conversation_id') as HTMLInputElement).value).toBe('conv-7');
  });
});
