import { Link, type LinkProps } from '../router';
import { buttonClassName, type ButtonLook } from './button';

/** Props of ButtonLink: a react-router Link with the button look. */
export type ButtonLinkProps = LinkProps & ButtonLook;

/** A react-router link that looks like a Button (kept apart so Button users do not load the router). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, block }, className)} />;
}
