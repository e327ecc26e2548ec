import { css } from 'styled-system/css'
import type { HomeWidget } from './widgets'

const linkButton = css({
  bg: 'transparent',
  border: 'none',
  p: 0,
  color: 'blue.600',
  fontSize: 'xs',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.400' },
})

/** One home widget: a figure, a list of rows, or both. */
export function WidgetCard({ widget, onOpen }: { widget: HomeWidget; onOpen: (path: string) => void }) {
  const headingId = `widget-${widget.id}`
  return (
    <article aria-labelledby={headingId} data-widget={widget.id} className={css({ bg: 'white', borderRadius: 'md', borderWidth: '1px', borderColor: 'gray.200', p: '4', minWidth: 0 })}>
      <header className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' })}>
        <h3 id={headingId} className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'gray.800' })}>
          {widget.title}
        </h3>
        {widget.link ? (
          <button type="button" className={linkButton} onClick={() => onOpen(widget.link!)}>
            查看全部
          </button>
        ) : null}
      </header>
      {widget.count !== undefined ? (
        <p className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'blue.700', lineHeight: '1.2' })} data-testid={`widget-count-${widget.id}`}>
          {widget.count}
        </p>
      ) : null}
      {widget.items?.length ? (
        <ul className={css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          {widget.items.map((item, index) => (
            <li key={`${item.label}-${index}`} className={css({ display: 'flex', gap: '2', fontSize: 'sm', alignItems: 'baseline', minWidth: 0 })}>
              {item.link ? (
                <button type="button" className={css({ bg: 'transparent', border: 'none', p: 0, cursor: 'pointer', color: 'gray.800', textAlign: 'left', flex: '1', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _hover: { color: 'blue.600' }, _focusVisible: { outline: '2px solid', outlineColor: 'blue.400' } })} onClick={() => onOpen(item.link!)}>
                  {item.label}
                </button>
              ) : (
                <span className={css({ flex: '1', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'gray.800' })}>{item.label}</span>
              )}
              {item.value !== undefined ? <strong className={css({ color: 'blue.700' })}>{item.value}</strong> : null}
              {item.time ? <time className={css({ color: 'gray.500', fontSize: 'xs', flexShrink: 0 })}>{item.time}</time> : null}
            </li>
          ))}
        </ul>
      ) : widget.count === undefined ? (
        <p className={css({ fontSize: 'sm', color: 'gray.500' })}>暂无数据</p>
      ) : null}
    </article>
  )
}
