import type { Option } from '../../../ui/select'
import type { Customer, OrgNode, Supplier } from './types'
import { useLoad } from '../../../list/use-load'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// Choices the administration forms offer, read from the server each time a form opens so a
// department added a minute ago is there.

export interface DeptOption extends Option {
  companyId: number
}
export interface StationOption extends Option {
  deptId: number
}

/** Departments (indented by depth, "公司 / 部门" when there are several companies) and stations of the org tree. */
export function orgOptions(tree: OrgNode[] | undefined): { depts: DeptOption[]; stations: StationOption[] } {
  const depts: DeptOption[] = []
  const stations: StationOption[] = []
  const many = (tree?.length ?? 0) > 1
  const visit = (node: OrgNode, companyId: number, companyName: string, depth: number, deptId: number | null) => {
    if (node.type === 'dept') {
      const prefix = many ? `${companyName} / ` : ''
      depts.push({ value: String(node.id), label: `${prefix}${'　'.repeat(depth)}${node.name}`, companyId, disabled: node.disabled })
      for (const child of node.children) visit(child, companyId, companyName, depth + 1, node.id)
    } else if (node.type === 'station' && deptId !== null) {
      stations.push({ value: String(node.id), label: node.name, deptId })
    }
  }
  for (const company of tree ?? []) for (const child of company.children) visit(child, company.id, company.name, 0, null)
  return { depts, stations }
}

export function useOrgTree(open = true) {
  return useLoad((api) => api.get<OrgNode[]>(SYSMANAGE_PATHS.orgTree, { timestamp: true }), open ? 'org' : null)
}

export function useSuppliers(open = true) {
  return useLoad((api) => api.get<Supplier[]>(SYSMANAGE_PATHS.supplierOptions, { timestamp: true }), open ? 'suppliers' : null)
}

export function useCustomers(open = true) {
  return useLoad((api) => api.get<Customer[]>(SYSMANAGE_PATHS.customerOptions, { timestamp: true }), open ? 'customers' : null)
}

export const supplierOptions = (list: Supplier[] | undefined): Option[] =>
  (list ?? []).map((s) => ({ value: String(s.supplyid), label: `${s.supplyid} ${s.supply_name}` }))
export const customerOptions = (list: Customer[] | undefined): Option[] =>
  (list ?? []).map((c) => ({ value: String(c.customer_id), label: `${c.cust_code} ${c.cust_name}` }))
