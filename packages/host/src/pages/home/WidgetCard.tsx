import { css, cx } from 'styled-system/css'
// the kit's status tag: one colour vocabulary for statuses in the screens and on the home page
import { StatusTag } from '../../../../elements/src/ui/status-tag'
import type { HomeWidget, WidgetItem } from './widgets'

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

// A row: label, value, time. The label is what a person looks for (a work order's number): a short
// one (up to about 10em: any document number) is always whole; a longer one (a title) gives way
// but never below 10em, ending in … with the whole in its tooltip. A value (an overdue mark) stays
// whole beside it. The time is never cut: with a value it goes under the label when the line has no
// room for it (on a phone always, so that the rows of a widget look alike); with only a time beside
// the label, the label gives way (a bulletin's title).
const LABEL_EM = 10
/** Roughly how many em a label takes: CJK and full-width characters 1em, the others about 0.65em. */
const emWidth = (text: string) => [...text].reduce((em, c) => em + (/[\u2e80-\uffef]/.test(c) ? 1 : 0.65), 0)

const rowBase = css({ display: 'flex', alignItems: 'center', columnGap: '2', rowGap: '0.5', fontSize: 'sm', minWidth: 0 })
const rowWraps = css({ flexWrap: 'wrap' })
const head = css({ display: 'flex', alignItems: 'center', columnGap: '2', flex: '1 1 auto', minWidth: 0, maxWidth: '100%' })
const labelBase = css({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'gray.800' })
const labelWhole = css({ flex: '0 0 auto' })
// 10em is LABEL_EM written out (the style extractor reads literal values only)
const labelGives = css({ flex: '0 1 auto', minWidth: 'min(10em, 100%)' })
const labelButton = css({
  bg: 'transparent',
  border: 'none',
  p: 0,
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { color: 'blue.600' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.400' },
})
const value = css({ flex: '0 0 auto', display: 'inline-flex', ml: 'auto' })
const valueBesideShort = css({ maxWidth: '100%' })
// beside a long label: at most what its 10em leave, less the gap
const valueBesideLong = css({ maxWidth: 'calc(100% - 10em - 0.5rem)' })
const figure = css({ flex: '0 0 auto', ml: 'auto', fontWeight: 'semibold', color: 'gray.900' })
const timeBase = css({ flex: '0 0 auto', whiteSpace: 'nowrap', color: 'gray.500', fontSize: 'xs' })
const timeUnder = css({ flexBasis: { base: '100%', md: 'auto' } })
const timeBeside = css({ ml: 'auto' })

/** A widget's time without its seconds: 2026-12-02 15:30 (the whole one in the tooltip). */
const shortTime = (text: string) => text.replace(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):\d{2}$/, '$1')

function WidgetRow({ item, onOpen }: { item: WidgetItem; onOpen: (path: string) => void }) {
  const hasValue = item.value !== undefined
  const long = emWidth(item.label) > LABEL_EM
  const labelSize = cx(labelBase, long ? labelGives : labelWhole)
  const label = item.link ? (
    <button type="button" className={cx(labelSize, labelButton)} title={item.label} onClick={() => onOpen(item.link!)}>
      {item.label}
    </button>
  ) : (
    <span className={labelSize} title={item.label}>
      {item.label}
    </span>
  )
  const time = item.time ? (
    <time className={cx(timeBase, hasValue ? timeUnder : timeBeside)} dateTime={item.time.replace(' ', 'T')} title={item.time}>
      {shortTime(item.time)}
    </time>
  ) : null
  if (!hasValue) {
    return (
      <li className={rowBase}>
        {label}
        {time}
      </li>
    )
  }
  return (
    <li className={cx(rowBase, rowWraps)}>
      <span className={head}>
        {label}
        {typeof item.value === 'string' ? (
          // coloured by what it means (overdue in the danger colour): the kit's status tag and tones
          <span className={cx(value, long ? valueBesideLong : valueBesideShort)} title={item.value}>
            <StatusTag status={item.value} tone={item.tone} />
          </span>
        ) : (
          <strong className={figure}>{item.value}</strong>
        )}
      </span>
      {time}
    </li>
  )
}

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
            <WidgetRow key={`${item.label}-${index}`} item={item} onOpen={onOpen} />
          ))}
        </ul>
      ) : widget.count === undefined ? (
        <p className={css({ fontSize: 'sm', color: 'gray.500' })}>暂无数据</p>
      ) : null}
    </article>
  )
}
