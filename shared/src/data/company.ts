/**
 * Company registration details that Korean e-commerce law requires on the site for visitors in
 * Korea (spec 1 section 2 "Footer"), also the footer of every mail (api/src/lib/mail-layout.ts).
 * The values are the demo company's; replace them with the operator's registered ones before
 * going live. They are proper names and numbers, so they are not translated. A subpath of its own
 * (`@forwarder/shared/company`): the site's footer takes it without the country table.
 */
export const companyRegistration = {
  /** Appended to brand.host to form the registered company name. */
  companySuffix: 'Co., Ltd.',
  ceo: 'Kim Min-jun',
  businessRegistrationNumber: '214-88-01742',
  address: '14F, 311 Teheran-ro, Gangnam-gu, Seoul 06151, Republic of Korea',
  mailOrderReportNumber: '2022-Seoul Gangnam-03518',
} as const;
