import { firstScreenOf, remoteForPath, routePathsOf, scheduleUrl, spotConfirmedUrl, spotDetailUrl } from './index';

describe('route table', () => {
  it('sends each prefix to its remote, longest prefix first', () => {
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/unknown')).toBeNull();
    expect(remoteForPath('/member/sign-in')).toBe('member');
    expect(remoteForPath('/my-booking-list/detail/12')).toBe('booking');
    expect(remoteForPath('/contents/oceanFreight')).toBe('freight');
    expect(remoteForPath('/contents/oceanFreight-detail/7')).toBe('freight');
    expect(remoteForPath('/contents/shipping-schedule/South-Korea-to-Ghana')).toBe('freight');
    expect(remoteForPath('/contents/tracking')).toBe('freight');
    expect(remoteForPath('/contents/blog')).toBe('content');
    expect(remoteForPath('/contents/shipping')).toBe('content');
    expect(remoteForPath('/contents/team-car')).toBe('content');
    expect(remoteForPath('/policy/terms-of-use')).toBe('content');
    expect(remoteForPath('/memberx')).toBeNull();
  });

  it('builds the spot detail URL with the korea-to query', () => {
    expect(spotDetailUrl(42, 'Dominican Republic')).toBe('/contents/oceanFreight-detail/42?korea-to-Dominican-Republic');
  });

  it('collects absolute paths of nested routes', () => {
    expect(routePathsOf([{ children: [{ path: '/member/sign-in' }, { path: '/member', children: [{ path: 'sign-up' }, { path: '*' }] }] }])).toEqual([
      '/member/sign-in',
      '/member',
      '/member/sign-up',
    ]);
  });
});

describe('freight URL builders', () => {
  it('writes the confirmation email with %40 for the at-sign and dashes for dots', () => {
    expect(spotConfirmedUrl(42, 'jane.doe@mail.example.com')).toBe('/contents/oceanFreight-confirmed/42/jane-doe%40mail-example-com');
  });

  it('appends South-Korea-to-{country} to the schedule path, hyphenating spaces', () => {
    expect(scheduleUrl('Dominican Republic')).toBe('/contents/shipping-schedule/South-Korea-to-Dominican-Republic');
    expect(scheduleUrl(null)).toBe('/contents/shipping-schedule');
  });
});

describe('firstScreenOf', () => {
  it('names the home hero and each remote page, one fragment per parameterised page', () => {
    expect(firstScreenOf('/')).toBe('content/fragments/home-banner');
    expect(firstScreenOf('/member/sign-in')).toBe('member/fragments/page--member--sign-in');
    expect(firstScreenOf('/member/sign-in/')).toBe('member/fragments/page--member--sign-in');
    expect(firstScreenOf('/member/sign-in/after-shipping-quotation')).toBe('member/fragments/page--member--sign-in--');
    expect(firstScreenOf('/my-booking-list')).toBe('booking/fragments/page--my-booking-list');
    expect(firstScreenOf('/my-booking-list/detail/2')).toBe('booking/fragments/page--my-booking-list--detail--');
    expect(firstScreenOf('/contents/oceanFreight-detail/240101')).toBe('freight/fragments/page--contents--oceanFreight-detail--');
    expect(firstScreenOf('/contents/about-us')).toBe('content/fragments/page--contents--about-us');
    expect(firstScreenOf('/policy/terms-of-use')).toBe('content/fragments/page--policy--terms-of-use');
    expect(firstScreenOf('/contents/oceanFreight-confirmed/1/demo-buyer%40example-com')).toBe('freight/fragments/page--contents--oceanFreight-confirmed----');
  });
  it('names nothing for shell pages, deeper paths and odd characters', () => {
    expect(firstScreenOf('/no-such-page')).toBeNull();
    expect(firstScreenOf('/contents/oceanFreight-confirmed/1/a/b')).toBeNull();
    expect(firstScreenOf('/contents/a.b')).toBeNull();
  });
});
