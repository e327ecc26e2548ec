import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { SpinnerIcon } from './icons'

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text'
export type ControlSize = 'mini' | 'default'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ControlSize
  /** Shows 加载中 state: disabled and aria-busy while a request runs. */
  loading?: boolean
}

/** A compact button; `type="button"` by default so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'mini', loading = false, type = 'button', className, disabled, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <SpinnerIcon /> : null}
      {children}
    </button>
  )
})
