import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from '@forwarder/shared/router';
import { teamUrl } from '@forwarder/shared/paths';

/** The links to the two team pages (spec 1): the shipping team and the heavy equipment team. */
export function TeamLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <p className={className}>
      <Link to={teamUrl('shipping')} className={linkClassName}>
        <Trans>Meet the shipping team</Trans>
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
      <Link to={teamUrl('equipment')} className={linkClassName}>
        <Trans>Meet the heavy equipment team</Trans>
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
    </p>
  );
}
