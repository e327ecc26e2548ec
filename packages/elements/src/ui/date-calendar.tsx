import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import type { DatePickerRootProps } from '@ark-ui/react/date-picker'

type Classes = Record<string, string>

const pad = (n: number) => String(n).padStart(2, '0')

/** A calendar date as the portal writes it: YYYY-MM-DD. */
export const toDateText = (d: DateValue) => `${d.year}-${pad(d.month)}-${pad(d.day)}`

/** YYYY-MM-DD (or a longer date-time text starting with it) → a calendar date; anything else → undefined. */
export function fromDateText(text: string | null | undefined): DateValue | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec((text ?? '').trim())
  if (!m) return undefined
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (month < 1 || month > 12 || day < 1 || day > new Date(year, month, 0).getDate()) return undefined
  return parseDate(`${m[1]}-${pad(month)}-${pad(day)}`)
}

const step = { day: '月', month: '年', year: '个十年' } as const

/** Chinese texts and YYYY-MM-DD format shared by the date and date-range pickers. */
export const chineseCalendar: Partial<DatePickerRootProps> = {
  locale: 'zh-CN',
  startOfWeek: 1,
  format: (date) => toDateText(date),
  parse: (text) => fromDateText(text),
  translations: {
    dayCell: (state) => state.formattedDate,
    nextTrigger: (view) => `下一${step[view]}`,
    prevTrigger: (view) => `上一${step[view]}`,
    viewTrigger: () => '切换视图',
    presetTrigger: (value) => value.join(' 至 '),
    clearTrigger: '清除日期',
    trigger: (open) => (open ? '关闭日历' : '打开日历'),
    content: '日历',
    monthSelect: '选择月份',
    yearSelect: '选择年份',
    placeholder: () => ({ year: 'YYYY', month: 'MM', day: 'DD' }),
  },
}

/** The floating calendar: day, month and year views, rendered into the shadow root. */
export function DateCalendar({ cls }: { cls: Classes }) {
  return (
    <Portal>
      <DatePicker.Positioner className={cls.positioner}>
        <DatePicker.Content className={cls.content}>
          <DatePicker.View view="day" className={cls.view}>
            <DatePicker.Context>
              {(api) => (
                <>
                  <ViewControl cls={cls} />
                  <DatePicker.Table className={cls.table}>
                    <DatePicker.TableHead className={cls.tableHead}>
                      <DatePicker.TableRow className={cls.tableRow}>
                        {api.weekDays.map((weekDay, i) => (
                          <DatePicker.TableHeader key={i} className={cls.tableHeader} abbr={weekDay.long}>
                            {weekDay.narrow}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody className={cls.tableBody}>
                      {api.weeks.map((week, i) => (
                        <DatePicker.TableRow key={i} className={cls.tableRow}>
                          {week.map((day, j) => (
                            <DatePicker.TableCell key={j} value={day} className={cls.tableCell}>
                              <DatePicker.TableCellTrigger className={cls.tableCellTrigger}>{day.day}</DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="month" className={cls.view}>
            <DatePicker.Context>
              {(api) => (
                <>
                  <ViewControl cls={cls} />
                  <CellGrid cls={cls} rows={api.getMonthsGrid({ columns: 4, format: 'short' })} columns={4} />
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="year" className={cls.view}>
            <DatePicker.Context>
              {(api) => (
                <>
                  <ViewControl cls={cls} />
                  <CellGrid cls={cls} rows={api.getYearsGrid({ columns: 4 })} columns={4} />
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </Portal>
  )
}

function ViewControl({ cls }: { cls: Classes }) {
  return (
    <DatePicker.ViewControl className={cls.viewControl}>
      <DatePicker.PrevTrigger className={cls.prevTrigger}>‹</DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger className={cls.viewTrigger}>
        <DatePicker.RangeText className={cls.rangeText} />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className={cls.nextTrigger}>›</DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  )
}

function CellGrid({ cls, rows, columns }: { cls: Classes; rows: { label: string; value: number }[][]; columns: number }) {
  return (
    <DatePicker.Table className={cls.table} columns={columns}>
      <DatePicker.TableBody className={cls.tableBody}>
        {rows.map((row, i) => (
          <DatePicker.TableRow key={i} className={cls.tableRow}>
            {row.map((cell, j) => (
              <DatePicker.TableCell key={j} value={cell.value} className={cls.tableCell}>
                <DatePicker.TableCellTrigger className={cls.tableCellTrigger}>{cell.label}</DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  )
}
