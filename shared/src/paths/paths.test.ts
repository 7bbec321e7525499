import { isPrivatePage, pageHeadLinks, deskBookingUrl, deskOfferUrl, firstScreenOf, isKnownPage, remoteForPath, routePathsOf, safeDeskTarget, scheduleUrl, signInReturningTo, spotConfirmedUrl, spotDetailUrl } from './index';

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

  it('builds the spot detail URL with the Korea-to query of spec 2 (issue 28: it was lowercase)', () => {
    expect(spotDetailUrl(42, 'Dominican Republic')).toBe('/contents/oceanFreight-detail/42?Korea-to-Dominican-Republic');
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
  it("gives a path no page answers (404) the not-found page's first screen, and a closed offer's page (410) none", () => {
    expect(firstScreenOf('/no-such-page', 404)).toBe('content/fragments/page--not-found');
    expect(firstScreenOf('/member/sign-in', 404)).toBe('content/fragments/page--not-found');
    expect(firstScreenOf('/contents/oceanFreight-detail/7', 410)).toBeNull();
    expect(firstScreenOf('/contents/oceanFreight-detail/7', 200)).toBe('freight/fragments/page--contents--oceanFreight-detail--');
  });

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

describe('isKnownPage', () => {
  it('knows every page of the route tables, with their parameters and trailing segments', () => {
    for (const p of ['/', '/member/sign-in/', '/member/sign-in/after-shipping-quotation', '/member/change-password', '/member/change-password/abc', '/my-booking-list/detail/2', '/contents/oceanFreight-confirmed/1/a%40b-c', '/contents/blog/post/7', '/contents/team-shipping', '/policy/privacy-policy']) {
      expect([p, isKnownPage(p)]).toEqual([p, true]);
    }
  });
  it('knows no other path: the not-found page', () => {
    for (const p of ['/no-such-page', '/member', '/member/nope', '/member/change-password/a/b', '/my-booking-list/detail', '/contents/team-car', '/contents/tracking/x', '/Member/sign-in', '//']) {
      expect([p, isKnownPage(p)]).toEqual([p, false]);
    }
  });
});

describe('staff desk', () => {
  it('belongs to the staff remote, is a page, and has a first screen the api renders live for staff (no file)', () => {
    expect(remoteForPath('/desk')).toBe('staff');
    expect(remoteForPath(deskBookingUrl(12))).toBe('staff');
    expect(remoteForPath('/desktop')).toBeNull();
    expect(isKnownPage('/desk')).toBe(true);
    expect(isKnownPage('/desk/booking/12')).toBe(true);
    expect(isKnownPage('/desk/offers')).toBe(true);
    expect(isKnownPage(deskOfferUrl(240101))).toBe(true);
    expect(isKnownPage('/desk/nope')).toBe(false);
    expect(firstScreenOf('/desk')).toBe('staff/fragments/page--desk');
    expect(firstScreenOf('/desk/booking/12')).toBe('staff/fragments/page--desk--booking--');
  });

  it('takes only desk pages of this origin as the return target of a sign-in', () => {
    expect(safeDeskTarget('/desk')).toBe('/desk');
    expect(safeDeskTarget('/desk?step=STEP2&q=kim#x')).toBe('/desk?step=STEP2&q=kim#x');
    expect(safeDeskTarget('/desk/booking/7')).toBe('/desk/booking/7');
    for (const bad of [null, '', 'desk', '/deskx', '/', '/member/sign-in', '//evil.example/desk', '/\\evil.example/desk', 'https://evil.example/desk', 'javascript:alert(1)', '/desk/../member', '/desk\nx']) {
      expect([bad, safeDeskTarget(bad)]).toEqual([bad, null]);
    }
    expect(signInReturningTo('/desk?step=STEP1')).toBe('/member/sign-in?next=%2Fdesk%3Fstep%3DSTEP1');
    expect(signInReturningTo('https://evil.example/')).toBe('/member/sign-in');
  });
});

describe('pageHeadLinks', () => {
  it('names the canonical address in the page language, the three alternates and the x-default', () => {
    expect(pageHeadLinks('https://ship.example.com', 'ru', '/contents/blog')).toBe(
      '<link rel="canonical" href="https://ship.example.com/contents/blog?lang=ru">' +
        '<link rel="alternate" hreflang="en" href="https://ship.example.com/contents/blog?lang=en">' +
        '<link rel="alternate" hreflang="es" href="https://ship.example.com/contents/blog?lang=es">' +
        '<link rel="alternate" hreflang="ru" href="https://ship.example.com/contents/blog?lang=ru">' +
        '<link rel="alternate" hreflang="x-default" href="https://ship.example.com/contents/blog">',
    );
  });

  it('says noindex for accounts, bookings, the desk and one-time pages', () => {
    for (const p of ['/member/sign-in', '/member/my-information', '/my-booking-list', '/my-booking-list/detail/2', '/desk', '/desk/offers/1', '/contents/oceanFreight-confirmed/1/a-b', '/contents/shipping-quotation/after-login']) {
      expect(pageHeadLinks('https://x.example', 'en', p)).toBe('<meta name="robots" content="noindex">');
    }
    expect(isPrivatePage('/contents/shipping-quotation')).toBe(false);
    expect(isPrivatePage('/desktop')).toBe(false);
  });

  it('names nothing for a path with other characters or a hidden path', () => {
    for (const p of ['/contents/x"><script>', '/contents/a%22b', '/.forwarder-not-found', '/a b']) expect(pageHeadLinks('https://x.example', 'en', p)).toBe('');
  });
});
