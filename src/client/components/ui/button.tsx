import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import { buttonClass, type Variant } from './button-link.tsx';

export { buttonClass, ButtonLink } from './button-link.tsx';

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonProps & { variant?: Variant; className?: string }) {
  return <AriaButton {...props} className={buttonClass(variant, className)} />;
}
