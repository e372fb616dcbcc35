// docs/product/frame.md#button: a required click action and a liquid hover (button.css).
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import './button.css';

export type ButtonColour = 'lime' | 'spearmint' | 'offBlue' | 'lightGrey' | 'indigo';
export type ButtonHoverColour = 'lime' | 'spearmint' | 'offBlue' | 'indigo';

interface ButtonLookProps {
  colour: ButtonColour;
  hoverColor?: ButtonHoverColour;
  className?: string;
  children: ReactNode;
}

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'className' | 'children' | 'color'>;
type NativeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'className' | 'children' | 'color' | 'href'>;

/** A real <button>: the click action is required (docs/product/frame.md#button). */
export interface ButtonAsButtonProps extends ButtonLookProps, NativeButtonProps {
  href?: undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Navigation looks like a button but stays a link, so it works before hydration and opens in a new tab. */
export interface ButtonAsLinkProps extends ButtonLookProps, NativeLinkProps {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function buttonClassName(colour: ButtonColour, hoverColor: ButtonHoverColour = 'lime', className?: string): string {
  return ['btn', `btn--${kebab(colour)}`, `btn--hover-${kebab(hoverColor)}`, className].filter(Boolean).join(' ');
}

export function Button(props: ButtonProps) {
  const inner = (
    <>
      <span className="btn__liquid" aria-hidden="true" />
      <span className="btn__label">{props.children}</span>
    </>
  );
  if (props.href !== undefined) {
    const { colour, hoverColor, className, children: _children, href, ...linkProps } = props;
    return (
      <a {...linkProps} href={href} className={buttonClassName(colour, hoverColor, className)}>
        {inner}
      </a>
    );
  }
  const { colour, hoverColor, className, children: _children, href: _href, type = 'button', ...buttonProps } = props;
  return (
    <button {...buttonProps} type={type} className={buttonClassName(colour, hoverColor, className)}>
      {inner}
    </button>
  );
}
