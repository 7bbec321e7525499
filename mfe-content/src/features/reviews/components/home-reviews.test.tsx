import { screen, within } from '@testing-library/react';
import { paths } from '@forwarder/shared/paths';
import { activateLocale, renderWithProviders } from '../../../test/render';
import { reviews } from '../data';
import { HomeReviews } from './home-reviews';

beforeEach(() => activateLocale('en'));

test('shows exactly the first six reviews of the static list', () => {
  expect(reviews.length).toBeGreaterThan(6);
  renderWithProviders(<HomeReviews />);
  const list = screen.getByRole('list', { name: 'Buyer reviews' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  for (const review of reviews.slice(0, 6)) expect(within(list).getByText(review.content)).toBeInTheDocument();
  expect(screen.queryByText(reviews[6]!.content)).not.toBeInTheDocument();
});

test('announces each rating, half steps included, as "x out of 5"', () => {
  renderWithProviders(<HomeReviews />);
  expect(screen.getAllByRole('img', { name: /out of 5$/ })).toHaveLength(6);
  const half = reviews.slice(0, 6).find((r) => r.rating % 1 !== 0);
  expect(half).toBeDefined();
  expect(screen.getByRole('img', { name: `${half!.rating} out of 5` })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
});

test('shows the buyer country and the date as yyyy.MM.dd, and links to all reviews', () => {
  renderWithProviders(<HomeReviews />);
  const first = reviews[0]!;
  expect(screen.getByText(`Buyer from ${first.buyerCountryNm}`)).toBeInTheDocument();
  expect(screen.getByText(first.regDtm.replace(/-/g, '.'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all reviews' })).toHaveAttribute('href', paths.reviews);
});
