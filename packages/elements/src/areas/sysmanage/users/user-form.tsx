import { useEffect, useMemo } from 'react'
import { useApi } from '../../../runtime'
import { Checkbox } from '../../../ui/checkbox'
import { Input } from '../../../ui/input'
import { Select } from '../../../ui/select'
import { Switch } from '../../../ui/switch'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState } from '../../../ui/form-dialog'
import { customerOptions, orgOptions, supplierOptions, useCustomers, useOrgTree, useSuppliers } from '../shared/options'
import { roleOptions, useRoles } from '../../../list/choices'
import { checkGrid, danger, denseFormGrid, wide } from '../../../ui/layout'
import { USER_TYPE_TEXT, type UserInput, type UserRow, type UserType } from '../shared/types'
import { userRules, type UserDraft } from './user-rules'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// 新增 / 编辑 a user: account, name, initial password (new users only), where a staff member
// sits (department, station), the supplier or customer a partner user belongs to, roles, and
// whether the user may log in.

const PARTNER_ROLE: Partial<Record<UserType, string>> = { supplier: 'supplier', customer: 'customer' }

function draftOf(user: UserRow | null, type: UserType): UserDraft {
  return {
    userid: user?.userid ?? 0,
    user_type: user?.user_type ?? type,
    usercode: user?.usercode ?? '',
    UserName: user?.UserName ?? '',
    password: '',
    dept_id: user?.dept_id ? String(user.dept_id) : '',
    station_id: user?.station_id ? String(user.station_id) : '',
    supplyid: user?.supplyid ? String(user.supplyid) : '',
    customer_id: user?.customer_id ? String(user.customer_id) : '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    roles: user?.roles ?? (PARTNER_ROLE[type] ? [PARTNER_ROLE[type]!] : []),
    ForbidLoginFlag: user?.ForbidLoginFlag === 1,
  }
}

function inputOf(d: UserDraft): UserInput {
  const staff = d.user_type === 'staff'
  const num = (v: string) => (v ? Number(v) : null)
  return {
    ...(d.userid ? { userid: d.userid } : { password: d.password }),
    usercode: d.usercode.trim(),
    UserName: d.UserName.trim(),
    dept_id: staff ? num(d.dept_id) : null,
    station_id: staff ? num(d.station_id) : null,
    supplyid: d.user_type === 'supplier' ? num(d.supplyid) : null,
    customer_id: d.user_type === 'customer' ? num(d.customer_id) : null,
    phone: d.phone.trim(),
    email: d.email.trim(),
    roles: d.roles,
    ForbidLoginFlag: d.ForbidLoginFlag ? 1 : 0,
  }
}

export interface UserFormProps {
  open: boolean
  /** null = 新增 */
  user: UserRow | null
  /** The type a new user gets; with `lockType` the form offers no other (supplier-user screen). */
  defaultType?: UserType
  lockType?: boolean
  onClose: () => void
  onSaved: (user: UserRow) => void
}

export function UserForm({ open, user, defaultType = 'staff', lockType = false, onClose, onSaved }: UserFormProps) {
  const api = useApi()
  const form = useFormState<UserDraft>(draftOf(user, defaultType), userRules)
  const { values: d } = form
  useEffect(() => {
    if (open) form.reset(draftOf(user, defaultType))
    // a new record or a new opening resets the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, user, defaultType])
  const rules = userRules(d)

  const org = useOrgTree(open)
  const roles = useRoles(open)
  const suppliers = useSuppliers(open && d.user_type === 'supplier')
  const customers = useCustomers(open && d.user_type === 'customer')
  const { depts, stations } = useMemo(() => orgOptions(org.data), [org.data])
  const stationItems = d.dept_id ? stations.filter((s) => String(s.deptId) === d.dept_id) : stations
  const partnerRole = PARTNER_ROLE[d.user_type]
  const roleItems = roleOptions(roles.data).filter((r) => (partnerRole ? r.value === partnerRole : r.value !== 'supplier' && r.value !== 'customer'))

  const setType = (type: UserType) => {
    form.set('user_type', type)
    const partner = PARTNER_ROLE[type]
    form.set('roles', partner ? [partner] : d.roles.filter((r) => r !== 'supplier' && r !== 'customer'))
  }
  const setStation = (value: string | null) => {
    form.set('station_id', value ?? '')
    const station = stations.find((s) => s.value === value)
    if (station) form.set('dept_id', String(station.deptId)) // the station decides the department
  }
  const toggleRole = (code: string, on: boolean) => form.set('roles', on ? [...new Set([...d.roles, code])] : d.roles.filter((r) => r !== code))

  const save = async () => {
    const saved = await api.post<UserRow>(SYSMANAGE_PATHS.saveUser, inputOf(d), { silent: true })
    onSaved(saved)
  }

  return (
    <FormDialog open={open} title={user ? `编辑用户：${user.UserName}` : '新增用户'} onClose={onClose} onSubmit={save} validate={form.validate}>
      <div className={denseFormGrid}>
        <AdminField form={form} name="user_type" label="用户类型" required>
          <Select
            aria-label="用户类型"
            items={(Object.keys(USER_TYPE_TEXT) as UserType[]).map((t) => ({ value: t, label: USER_TYPE_TEXT[t] }))}
            value={d.user_type}
            disabled={lockType}
            onValueChange={(v) => v && setType(v as UserType)}
          />
        </AdminField>
        <AdminField form={form} name="usercode" label="账号" required rules={rules.usercode}>
          <Input name="usercode" value={d.usercode} onValueChange={(v) => form.set('usercode', v)} autoComplete="off" />
        </AdminField>
        <AdminField form={form} name="UserName" label="姓名" required rules={rules.UserName}>
          <Input name="UserName" value={d.UserName} onValueChange={(v) => form.set('UserName', v)} />
        </AdminField>
        {!d.userid ? (
          <AdminField form={form} name="password" label="初始密码" required rules={rules.password} helperText="至少8位，包含字母和数字">
            <Input name="password" type="password" autoComplete="new-password" value={d.password} trim={false} onValueChange={(v) => form.set('password', v)} />
          </AdminField>
        ) : null}
        {d.user_type === 'staff' ? (
          <>
            <AdminField form={form} name="dept_id" label="部门">
              <Select
                aria-label="部门"
                items={depts}
                value={d.dept_id || null}
                clearable
                onValueChange={(v) => {
                  form.set('dept_id', v ?? '')
                  if (!stations.some((s) => s.value === d.station_id && String(s.deptId) === v)) form.set('station_id', '')
                }}
              />
            </AdminField>
            <AdminField form={form} name="station_id" label="岗位">
              <Select aria-label="岗位" items={stationItems} value={d.station_id || null} clearable onValueChange={setStation} />
            </AdminField>
          </>
        ) : null}
        {d.user_type === 'supplier' ? (
          <AdminField form={form} name="supplyid" label="供应商" required rules={rules.supplyid}>
            <Select aria-label="供应商" items={supplierOptions(suppliers.data)} value={d.supplyid || null} onValueChange={(v) => form.set('supplyid', v ?? '')} />
          </AdminField>
        ) : null}
        {d.user_type === 'customer' ? (
          <AdminField form={form} name="customer_id" label="客户" required rules={rules.customer_id}>
            <Select aria-label="客户" items={customerOptions(customers.data)} value={d.customer_id || null} onValueChange={(v) => form.set('customer_id', v ?? '')} />
          </AdminField>
        ) : null}
        <AdminField form={form} name="phone" label="电话" rules={rules.phone}>
          <Input name="phone" type="tel" value={d.phone} onValueChange={(v) => form.set('phone', v)} />
        </AdminField>
        <AdminField form={form} name="email" label="邮箱" rules={rules.email}>
          <Input name="email" type="email" value={d.email} onValueChange={(v) => form.set('email', v)} />
        </AdminField>
        <fieldset className={wide} aria-describedby={form.errors.roles ? 'user-roles-error' : undefined}>
          <legend>
            <span aria-hidden="true" className={danger}>
              *
            </span>
            角色
          </legend>
          <div className={checkGrid}>
            {roleItems.map((r) => (
              <Checkbox key={r.value} label={r.label} checked={d.roles.includes(r.value)} disabled={!!partnerRole} onCheckedChange={(on) => toggleRole(r.value, on)} />
            ))}
          </div>
          {form.errors.roles ? (
            <p id="user-roles-error" className={danger}>
              {form.errors.roles}
            </p>
          ) : null}
        </fieldset>
        <div className={wide}>
          <Switch label="禁止登录" checked={d.ForbidLoginFlag} onCheckedChange={(on) => form.set('ForbidLoginFlag', on)} />
        </div>
      </div>
    </FormDialog>
  )
}
