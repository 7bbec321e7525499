import { msg } from '@lingui/core/macro';

/** Spec 1 section 8 "Currency or rate failure": the catalogued alert, kept word for word in en. */
export const currencyBlockedMessage = msg`Currency를 변경할 수 없습니다. 관리자에게 문의하세요.`;
