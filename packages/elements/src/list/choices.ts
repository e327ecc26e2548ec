import { useEffect, useState } from 'react'
import type { ApiClient } from '@scm/core'
import { useLoad, type Loaded } from './use-load'
import { useApi } from '../runtime'
import { oncePerClient } from '../runtime/once-per-client'
import type { Option } from '../ui/select'
import { LOOKUP_PATHS } from '@scm/core'

// Choices that pickers of several areas offer: suppliers and roles.

// The supplier picker's options (filters and the order form): the suppliers the caller manages
// (supplier authorisation; every supplier for staff without one). Asked once per API client; a
// supplier user has no use for it (their lists are their own) and gets an empty list instead of
// an error message.

export const SUPPLIER_LOOKUP_PATH = LOOKUP_PATHS.supplier

interface SupplierAnswerRow {
  supplyid: number
  supply_name?: string
  supplyName?: string
  short_name?: string
}

function toOptions(data: unknown): Option[] {
  const list = Array.isArray(data) ? data : ((data as { rows?: unknown[] } | null)?.rows ?? [])
  return (list as SupplierAnswerRow[]).map((row) => ({
    value: String(row.supplyid),
    label: `${row.supplyid} ${row.supply_name ?? row.supplyName ?? ''}`.trim(),
  }))
}

const askSuppliers = oncePerClient((api) => api.get<unknown>(SUPPLIER_LOOKUP_PATH, { silent: true, timestamp: true }).then(toOptions))

/** The supplier choices, asked once per client; none while the call fails (asked again next time). */
export function supplierOptionsOf(api: ApiClient): Promise<Option[]> {
  return askSuppliers(api).catch(() => [])
}

export function useSupplierOptions(): Option[] {
  const api = useApi()
  const [options, setOptions] = useState<Option[]>([])
  useEffect(() => {
    let live = true
    supplierOptionsOf(api).then((found) => live && setOptions(found))
    return () => {
      live = false
    }
  }, [api])
  return options
}

// Roles (administration forms and filters, the home widgets' audience), read each time a form
// opens so a role added a minute ago is there.

/** A role as GET /api/Right/GetRoles lists it. */
export interface RoleRow {
  code: string
  name: string
  remark: string
  user_count: number
  function_count: number
  builtin: boolean
}

export function useRoles(open = true): Loaded<RoleRow[]> {
  return useLoad((api) => api.get<RoleRow[]>(LOOKUP_PATHS.roles, { timestamp: true }), open ? 'roles' : null)
}

export const roleOptions = (roles: RoleRow[] | undefined): Option[] => (roles ?? []).map((r) => ({ value: r.code, label: r.name }))
