import { useCallback, useEffect, useRef, useState } from 'react'
import { useApi } from '../../runtime'
import { RemoteCombobox } from '../../ui/remote-combobox'
import type { Option } from '../../ui/select'
import { chip, chips } from './mail-styles'
import { MAIL_PATHS, personOf, type Person, type Receiver } from './mail-types'

// 收件人 / 抄送: the chosen people as removable chips, and a search box asking GetEmailReceivers
// (the server answers only whom the caller may write to, at most 50).

export type ReceiverSearch = (term: string) => Promise<Receiver[]>

/** The server's search, for the pickers of one element. */
export function useReceiverSearch(): ReceiverSearch {
  const api = useApi()
  return useCallback(
    (term: string) => api.get<Receiver[]>(MAIL_PATHS.receivers, { query: term ? { searchKey: term.slice(0, 100) } : {}, timestamp: true, silent: true }),
    [api],
  )
}

const optionLabel = (r: Receiver) => {
  const where = [r.kind === '内部员工' ? '' : r.kind, r.org_name, r.dept_name].filter(Boolean).join(' ')
  return `${r.UserName}（${r.usercode}）${where ? ` ${where}` : ''}`
}

export interface ReceiversPickerProps {
  label: string
  value: Person[]
  onChange: (people: Person[]) => void
  search: ReceiverSearch
  /** People chosen in the other picker (a person is either 收件人 or 抄送). */
  exclude?: Person[]
}

export function ReceiversPicker({ label, value, onChange, search, exclude = [] }: ReceiversPickerProps) {
  const found = useRef(new Map<string, Receiver>())
  // the combobox shows a pick for one render, then is emptied for the next search
  const [picked, setPicked] = useState<Option | null>(null)
  useEffect(() => {
    if (picked) setPicked(null)
  }, [picked])
  const taken = new Set([...value, ...exclude].map((p) => p.userid))

  const searchOptions = async (term: string): Promise<Option[]> => {
    const list = await search(term)
    for (const r of list) found.current.set(String(r.userid), r)
    return list.filter((r) => !taken.has(r.userid)).map((r) => ({ value: String(r.userid), label: optionLabel(r) }))
  }
  const add = (option: Option | null) => {
    const receiver = option ? found.current.get(option.value) : undefined
    if (!receiver) return
    setPicked(option)
    if (!value.some((p) => p.userid === receiver.userid)) onChange([...value, personOf(receiver)])
  }

  return (
    <div className={chips} role="group" aria-label={label}>
      <ul className={chips} aria-label={`已选${label}`}>
        {value.map((person) => (
          <li key={person.userid} className={chip} title={person.org || undefined}>
            {person.UserName}
            <button type="button" aria-label={`移除${label} ${person.UserName}`} onClick={() => onChange(value.filter((p) => p.userid !== person.userid))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <RemoteCombobox aria-label={`添加${label}`} placeholder="输入姓名或账号搜索" search={searchOptions} value={picked} onValueChange={add} debounce={250} />
    </div>
  )
}
