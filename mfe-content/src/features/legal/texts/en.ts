/** The legal texts in English (the reference version). */
import type { LegalTexts } from '../model';

/** English legal texts. */
export const texts: LegalTexts = {
  contents: 'Contents',
  terms: {
    title: 'Terms of Use',
    updated: 'Last updated: 04 October 2022',
    intro: [
      'These Terms of Use govern your use of the {host} website and of the shipping services offered through it. Please read them carefully: by creating an account or by sending a quotation or booking request you accept them.',
    ],
    clauses: [
      {
        title: 'Purpose',
        paragraphs: [
          'These terms set out the rights, obligations and responsibilities of {host} (the "Company") and of the people who use its website and services (the "Users") for the arrangement of ocean transport of vehicles and other cargo from the Republic of Korea.',
        ],
      },
      {
        title: 'Definitions',
        paragraphs: ['In these terms:'],
        list: [
          '"Services" means the quotations, spot freight offers, booking requests, chat, proforma invoices, tracking and related information provided on the website.',
          '"Member" means a User who has registered an account with a confirmed email address.',
          '"Booking" means a request to ship cargo that the Company has accepted and for which it has issued a proforma invoice (P.I).',
          '"Carrier" means the shipping line or vessel operator that performs the ocean transport.',
        ],
      },
      {
        title: 'Acceptance and changes of these terms',
        paragraphs: [
          'These terms take effect when they are published on the website. The Company may change them within the limits of applicable law. Changes are announced on the website at least seven days before they apply, or thirty days before when they are unfavourable to Users.',
          'A Member who does not agree with the changed terms may close the account at any time. Continued use of the Services after the effective date means acceptance of the changed terms.',
        ],
      },
      {
        title: 'Membership and account',
        paragraphs: [
          'An account is created when a User fills in the sign-up form, accepts these terms and the Privacy Policy, and confirms the email address. The Services are not available to users located in the Republic of Korea.',
          'Members must give true and current information and keep their password secret. The Member is responsible for any use of the account until the Company is told that the account has been misused. A Member may close the account at any time by contacting customer support.',
        ],
      },
      {
        title: 'Quotations and bookings',
        paragraphs: [
          'Quotations and spot freight offers are estimates based on the information given by the User and on the rates of the Carriers at that time. A quoted price may change when the booking is made, and an increase must be paid before loading; vessel schedules may change without notice.',
          'A booking request becomes a Booking when the Company confirms it and issues a proforma invoice, normally within one business day. The Company may refuse a request, in particular when the cargo cannot legally be exported or imported, or when space is not available.',
        ],
      },
      {
        title: 'Prices, invoices and payment',
        paragraphs: [
          'Prices are shown in US dollars; the display in euros uses the exchange rate of the day and is for information. The proforma invoice states the amount, the currency and the due date.',
          'Payment is made by bank transfer (T/T) to the company account printed on the invoice only. Bank charges of the paying bank are borne by the User. If the invoice is not paid by its due date it expires and the Booking is cancelled.',
        ],
      },
      {
        title: 'Cancellation and refunds',
        paragraphs: [
          'A User may cancel a Booking before the cargo is delivered to the port. Costs already incurred (inland transport, storage, documentation, and any cancellation fee charged by the Carrier) are deducted from the refund.',
          'Refunds are paid by bank transfer to the account from which the payment was received, within fourteen business days of the cancellation.',
        ],
      },
      {
        title: 'Obligations of Users',
        paragraphs: ['Users must not:'],
        list: [
          'give false information about themselves, the consignee or the cargo;',
          'ship goods that are prohibited, dangerous or undeclared, or whose export or import breaks the law of any country concerned;',
          'use the Services for money laundering, fraud or to evade sanctions;',
          'copy, scrape or disrupt the website, or access accounts of other people.',
        ],
      },
      {
        title: 'Documents, customs and cargo',
        paragraphs: [
          'The User provides the documents needed for export from Korea, such as the export (deregistration) certificate, and is responsible for import clearance, duties and taxes at destination.',
          'Vehicles must be delivered with a safe fuel level, without loose personal effects unless they are declared, and, for electric and hybrid vehicles, with an undamaged battery charged as the Carrier requires.',
        ],
      },
      {
        title: 'Limitation of liability',
        paragraphs: [
          'The Company arranges transport as a forwarder; the ocean carriage is performed by the Carrier under the terms of its bill of lading, and the Carrier\'s liability for loss or damage at sea is limited as those terms and international conventions provide. Users are advised to buy cargo insurance.',
          'The Company is not liable for delays or losses caused by force majeure, by decisions of authorities, by the Carrier\'s schedule changes, or by incorrect information given by the User, except in case of its own intent or gross negligence.',
        ],
      },
      {
        title: 'Intellectual property',
        paragraphs: [
          'The content of the website (texts, images, logos, software and data) belongs to the Company or to its licensors. Users may view it for their own use of the Services and may not reproduce, distribute or modify it without written permission.',
        ],
      },
      {
        title: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by the laws of the Republic of Korea. The Company and the User will first try to settle any dispute amicably through customer support ({email}).',
          'Disputes that cannot be settled amicably are submitted to the Seoul Central District Court, unless mandatory law of the User\'s country of residence provides otherwise.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: 04 October 2022',
    intro: [
      '{host} ("we") respects your privacy. This policy explains which personal data we collect when you use our website and shipping services, why we collect it, with whom we share it and which rights you have.',
    ],
    clauses: [
      {
        title: 'Data we collect',
        paragraphs: ['We collect only the data we need to provide our services:'],
        list: [
          'account data: name, email address, password (stored only as a one-way hash), country and mobile phone number;',
          'booking data: the consignee, the cargo and vehicle details, ports, invoices, payment receipts and the messages you send us in the chat;',
          'newsletter data: email address, country and language, if you subscribe;',
          'technical data: the country detected from your connection, your language and currency preferences, and the logs of our servers.',
        ],
      },
      {
        title: 'How we use your data',
        paragraphs: [
          'We use your data to create and manage your account, to answer quotation and booking requests, to issue invoices and confirm payments, to arrange export clearance and transport, to reply to your messages, and, if you agreed, to send you our newsletter. We also use it to keep the website secure and to meet our legal obligations.',
        ],
      },
      {
        title: 'Legal basis',
        paragraphs: [
          'We process your data to perform the contract with you (bookings and the account), on the basis of your consent (newsletter), to comply with legal obligations (accounting, customs and export rules), and for our legitimate interest in preventing fraud and keeping our services secure.',
        ],
      },
      {
        title: 'Sharing',
        paragraphs: [
          'We share the data needed for a shipment with the shipping lines, port terminals, customs brokers and inland carriers that perform it, and with our bank to confirm payments. We never sell personal data and we do not share it for advertising.',
        ],
      },
      {
        title: 'International transfers',
        paragraphs: [
          'Our servers are in the Republic of Korea. Shipping data is sent to carriers and agents in the country of destination as the transport requires. We use contractual safeguards with our partners to protect the data they receive.',
        ],
      },
      {
        title: 'Retention',
        paragraphs: [
          'We keep account data while your account is open. Booking, invoice and payment records are kept for five years after the shipment, as Korean commercial and tax law requires. Newsletter data is deleted when you unsubscribe, and server logs after ninety days.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'You may ask to access, correct or delete your personal data, to restrict or object to its processing, and to receive a copy of it. You may withdraw your consent to the newsletter at any time with the unsubscribe link in every email. Write to {email}; we answer within ten days.',
        ],
      },
      {
        title: 'Cookies and local storage',
        paragraphs: [
          'We use one session cookie to keep you signed in, and your browser\'s local storage to remember your language, currency, detected country and notices you closed. We use no advertising or tracking cookies.',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'Connections to the website are encrypted. Passwords are stored only as salted one-way hashes, access to customer data is limited to the staff who need it, and links in our emails carry single-use tokens that expire.',
        ],
      },
      {
        title: 'Children',
        paragraphs: ['Our services are meant for adults who buy or sell vehicles and cargo. We do not knowingly collect data of people under 18.'],
      },
      {
        title: 'Contact',
        paragraphs: [
          'Our privacy officer can be reached at {email} or by phone at {phone}, Monday to Friday, 9:00 to 18:00 Korea time. You may also complain to the Personal Information Protection Commission of the Republic of Korea.',
        ],
      },
      {
        title: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when our services or the law change. The date at the top shows the latest version; we announce important changes on the website and by email to members.',
        ],
      },
    ],
  },
};
