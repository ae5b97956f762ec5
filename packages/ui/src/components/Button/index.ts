export { Button, BUTTON_VARIANTS } from './Button';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps, ButtonVariant } from './Button';
