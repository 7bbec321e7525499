import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig } from '@forwarder/shared/config';
import { activateLocale, renderWithProviders, stubIntersectionObserver, stubMatchMedia } from '../../../test/render';
import { wharfImages } from '../../../media/wharf';
import { salesTeam } from '../team';
import { HomeAbout } from './home-about';

beforeEach(() => {
  activateLocale('en');
  stubIntersectionObserver();
  stubMatchMedia();
});

test('shows both sales consultants with name, job, languages, a tel: link and a WhatsApp link', () => {
  renderWithProviders(<HomeAbout />);
  const people = within(screen.getByRole('list', { name: 'Sales consultants' })).getAllByRole('article');
  expect(people).toHaveLength(2);

  const minjun = within(people[0]!);
  expect(minjun.getByRole('heading', { name: 'Minjun Lee' })).toBeInTheDocument();
  expect(minjun.getByText('Sales consultant, Latin America and Africa')).toBeInTheDocument();
  expect(minjun.getByText('Speaks English, Spanish, and Korean')).toBeInTheDocument();
  expect(minjun.getByRole('link', { name: 'Call Minjun Lee at +82 10-5550-0142' })).toHaveAttribute('href', 'tel:+821055500142');
  const whatsapp = minjun.getByRole('link', { name: /Chat with Minjun Lee on WhatsApp/ });
  expect(whatsapp).toHaveAttribute('href', 'https://wa.me/821055500142');
  expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));

  const anna = within(people[1]!);
  expect(anna.getByRole('heading', { name: 'Anna Choi' })).toBeInTheDocument();
  expect(anna.getByRole('link', { name: 'Call Anna Choi at +82 10-5550-0187' })).toHaveAttribute('href', 'tel:+821055500187');
  expect(anna.getByRole('link', { name: /Chat with Anna Choi on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/821055500187');
});

test('every consultant WhatsApp link is wa.me with the digits of the phone number', () => {
  for (const person of salesTeam) expect(person.whatsapp).toBe(`https://wa.me/${person.phoneNumber.replace(/\D/g, '')}`);
});

test('has the 33 wharf pictures, lazily loaded, and a mailto link to the brand email', () => {
  expect(wharfImages).toHaveLength(33);
  renderWithProviders(<HomeAbout />);
  const carousel = screen.getByRole('region', { name: 'Pictures from the wharf' });
  const pictures = within(carousel).getAllByRole('img');
  expect(pictures.length).toBeGreaterThan(0);
  for (const img of pictures) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '320');
  }
  const email = defaultRuntimeConfig.brand.email;
  expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});

test('names the consultants languages in the page language', () => {
  activateLocale('es');
  renderWithProviders(<HomeAbout />);
  expect(screen.getByText('Speaks inglés, español y coreano')).toBeInTheDocument();
});

test('links the two team pages (spec 1): the shipping team and the heavy equipment team', () => {
  renderWithProviders(<HomeAbout />);
  expect(screen.getByRole('link', { name: 'Meet the shipping team' })).toHaveAttribute('href', '/contents/team-shipping');
  expect(screen.getByRole('link', { name: 'Meet the heavy equipment team' })).toHaveAttribute('href', '/contents/team-equipment');
});
