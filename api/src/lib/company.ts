/** The company's registered details (@forwarder/shared/data, the site footer's too), for the footer of every mail. */
import { data } from './shared.ts';

export const companyRegistration = data.companyRegistration;

/** The registered company name of a brand host ("KoreaCarShipping Co., Ltd."). */
export const companyName = (host: string) => `${host} ${companyRegistration.companySuffix}`;
