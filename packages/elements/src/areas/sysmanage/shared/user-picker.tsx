import { useRef } from 'react'
import { useApi } from '../../../runtime'
import { RemoteCombobox } from '../../../ui/remote-combobox'
import type { Option } from '../../../ui/select'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

export interface SimpleUser {
  userid: number
  usercode: string
  UserName: string
  dept_name: string
}

export interface UserPickerProps {
  value: Option | null
  /** The chosen option, and the user it stands for. */
  onChange: (option: Option | null, user: SimpleUser | null) => void
  label: string
  /** '1' customer users only, '0' none of them; default everyone the server lets the caller see. */
  isCustomer?: '0' | '1'
}

/** Picks one user by typing part of an account or name (GetSimpleUsers, up to 50 answers). */
export function UserPicker({ value, onChange, label, isCustomer }: UserPickerProps) {
  const api = useApi()
  const found = useRef(new Map<string, SimpleUser>()).current
  const search = async (term: string): Promise<Option[]> => {
    const users = await api.post<SimpleUser[]>(SYSMANAGE_PATHS.simpleUsers, undefined, {
      query: { searchKey: term, ...(isCustomer ? { isCustomer } : {}), time: Date.now() },
      silent: true,
    })
    for (const u of users) found.set(String(u.userid), u)
    return users.map((u) => ({ value: String(u.userid), label: `${u.UserName}（${u.usercode}）${u.dept_name ? ` ${u.dept_name}` : ''}` }))
  }
  return <RemoteCombobox aria-label={label} value={value} onValueChange={(option) => onChange(option, option ? (found.get(option.value) ?? null) : null)} search={search} placeholder="输入账号或姓名搜索" />
}
