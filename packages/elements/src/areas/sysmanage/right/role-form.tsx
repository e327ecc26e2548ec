import { useEffect } from 'react'
import { textRule, type Rule } from '@scm/core'
import { useApi } from '../../../runtime'
import { Input } from '../../../ui/input'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState, type FieldRules } from '../../../ui/form-dialog'
import { denseFormGrid, wide } from '../../../ui/layout'
import type { RoleRow } from '../../../list/choices'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

const codeRule: Rule = { trigger: 'blur', message: '角色编码只能包含字母、数字和下划线，且以字母开头', pattern: /^[A-Za-z][A-Za-z0-9_]{1,29}$/ }
const rules: FieldRules = {
  code: [...textRule({ required: true, max: 30, label: '角色编码' }), codeRule],
  name: textRule({ required: true, max: 50, label: '角色名称' }),
  remark: textRule({ max: 200 }),
}

interface RoleDraft extends Record<string, unknown> {
  code: string
  name: string
  remark: string
}

export interface RoleFormProps {
  open: boolean
  /** null = 新增 */
  role: RoleRow | null
  onClose: () => void
  onSaved: (role: RoleRow) => void
}

/** 新增 / 编辑 a role (its code is fixed once created). */
export function RoleForm({ open, role, onClose, onSaved }: RoleFormProps) {
  const api = useApi()
  const form = useFormState<RoleDraft>({ code: '', name: '', remark: '' }, rules)
  useEffect(() => {
    if (open) form.reset({ code: role?.code ?? '', name: role?.name ?? '', remark: role?.remark ?? '' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, role])
  const save = async () => {
    const saved = await api.post<RoleRow>(SYSMANAGE_PATHS.saveRole, { ...form.values, isAdd: role === null }, { silent: true, successMessage: true })
    onSaved(saved)
  }
  const d = form.values
  return (
    <FormDialog open={open} title={role ? '编辑角色' : '新增角色'} onClose={onClose} onSubmit={save} validate={form.validate} size="medium">
      <div className={denseFormGrid}>
        <AdminField form={form} name="code" label="角色编码" required rules={rules.code}>
          <Input name="code" value={d.code} disabled={role !== null} onValueChange={(v) => form.set('code', v)} />
        </AdminField>
        <AdminField form={form} name="name" label="角色名称" required rules={rules.name}>
          <Input name="name" value={d.name} onValueChange={(v) => form.set('name', v)} />
        </AdminField>
        <AdminField form={form} name="remark" label="备注" rules={rules.remark} className={wide}>
          <Input name="remark" value={d.remark} onValueChange={(v) => form.set('remark', v)} />
        </AdminField>
      </div>
    </FormDialog>
  )
}
