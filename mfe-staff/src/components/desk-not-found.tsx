import { Link } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { DeskEmpty } from './states';

/** A /desk/... path the desk has no page for. */
export function DeskNotFound() {
  return (
    <DeskEmpty title={<Trans>This desk page does not exist.</Trans>}>
      <Link to={paths.desk}>
        <Trans>Back to the inbox</Trans>
      </Link>
    </DeskEmpty>
  );
}
