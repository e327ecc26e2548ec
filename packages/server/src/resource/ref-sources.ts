import { orgDept, orgStation } from '../identity/org-schema'
import { pcSupply, pubMateriel, saleCustomer } from '../identity/partner-schema'
import { sysUser } from '../identity/user-schema'
import { registerRefSource } from './registry'

// Base records of the platform that resource fields may point at by name, e.g.
// `supplyid: { kind: 'ref', ref: { resource: 'Supplier', labelField: 'supply_name' } }`.
registerRefSource('Supplier', pcSupply, 'supplyid')
registerRefSource('Customer', saleCustomer, 'customer_id')
registerRefSource('Material', pubMateriel, 'mtr_id')
// stations (a key route's, a fault's) and departments (a machine's workshop, a using department, a fault's responsible one); staff users (a machine's keeper)
registerRefSource('Station', orgStation)
registerRefSource('Dept', orgDept)
registerRefSource('StaffUser', sysUser, 'userid')
