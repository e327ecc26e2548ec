import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../../runtime'
import { ConfirmHost } from '../../../ui/confirm'
import { DataTable, editDeleteColumn, type Column } from '../../../ui/data-table'
import { Input } from '../../../ui/input'
import { Textarea } from '../../../ui/textarea'
import { Toolbar } from '../../../ui/toolbar'
import { AdminField } from '../../../ui/admin-field'
import { FormDialog, useFormState } from '../../../ui/form-dialog'
import { denseFormGrid, heading, screen, wide } from '../../../ui/layout'
import type { Company } from '../shared/types'
import { useCan } from '../../../resource/grants'
import { useLoad } from '../../../list/use-load'
import { companyRules } from './org-rules'
import { removeUnit } from './remove-unit'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/org/company 公司: the enterprise's companies (the first is the portal's company
// info in the header). A company with departments cannot be deleted.

const FN = 'sysmanage_org_company'

interface CompanyDraft extends Record<string, unknown> {
  id: number
  co_code: string
  co_desc: string
  co_addr: string
  co_rep_title: string
  phone: string
  remark: string
}

const draftOf = (c: Company | null): CompanyDraft => ({
  id: c?.id ?? 0,
  co_code: c?.co_code ?? '',
  co_desc: c?.co_desc ?? '',
  co_addr: c?.co_addr ?? '',
  co_rep_title: c?.co_rep_title ?? '',
  phone: c?.phone ?? '',
  remark: c?.remark ?? '',
})

function OrgCompany() {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const companies = useLoad((a) => a.get<Company[]>(SYSMANAGE_PATHS.companies, { timestamp: true }), 'companies')
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null)
  const form = useFormState<CompanyDraft>(draftOf(null), companyRules)
  const actions = useRef({ edit: (_c: Company) => {}, remove: (_c: Company) => {}, canEdit: false, canDelete: false })

  const open = (company: Company | null) => {
    form.reset(draftOf(company))
    setEditing({ company })
  }
  const remove = (company: Company) =>
    removeUnit(api, emit, { entity: 'company', noun: '公司', name: company.co_desc, id: company.id, path: SYSMANAGE_PATHS.delCompany }, () => companies.reload())
  actions.current = { edit: open, remove: (c) => void remove(c), canEdit: can('edit'), canDelete: can('delete') }

  const columns = useMemo<Column<Company>[]>(
    () => [
      { key: 'co_code', title: '公司编码', width: 90 },
      { key: 'co_desc', title: '公司名称' },
      { key: 'co_addr', title: '地址' },
      { key: 'co_rep_title', title: '报表抬头', hidden: true },
      { key: 'phone', title: '电话', width: 120 },
      { key: 'dept_count', title: '部门数', width: 70, align: 'center' },
      { key: 'updated_at', title: '修改时间', width: 150 },
      editDeleteColumn(actions, (c) => c.co_desc, { width: 110, align: 'center' }),
    ],
    [],
  )

  const save = async () => {
    const d = form.values
    const saved = await api.post<Company>(SYSMANAGE_PATHS.saveCompany, { ...d, id: d.id || undefined }, { silent: true, successMessage: true })
    emit('scm-change', { entity: 'company', action: d.id ? 'edit' : 'add', id: saved.id })
    setEditing(null)
    companies.reload()
  }

  const d = form.values
  return (
    <section className={screen} aria-label="公司">
      <h2 className={heading}>公司</h2>
      <Toolbar aria-label="公司操作" onCreate={can('add') ? () => open(null) : undefined} />
      <DataTable<Company> caption="公司列表" columns={columns} rowKey="id" rows={companies.data ?? []} total={companies.data?.length ?? 0} loading={companies.loading} pagination={false} />
      <FormDialog open={editing !== null} title={editing?.company ? '编辑公司' : '新增公司'} onClose={() => setEditing(null)} onSubmit={save} validate={form.validate}>
        <div className={denseFormGrid}>
          <AdminField form={form} name="co_code" label="公司编码" required rules={companyRules.co_code}>
            <Input name="co_code" value={d.co_code} onValueChange={(v) => form.set('co_code', v)} />
          </AdminField>
          <AdminField form={form} name="co_desc" label="公司名称" required rules={companyRules.co_desc}>
            <Input name="co_desc" value={d.co_desc} onValueChange={(v) => form.set('co_desc', v)} />
          </AdminField>
          <AdminField form={form} name="co_addr" label="地址" rules={companyRules.co_addr} className={wide}>
            <Input name="co_addr" value={d.co_addr} onValueChange={(v) => form.set('co_addr', v)} />
          </AdminField>
          <AdminField form={form} name="co_rep_title" label="报表抬头" rules={companyRules.co_rep_title}>
            <Input name="co_rep_title" value={d.co_rep_title} onValueChange={(v) => form.set('co_rep_title', v)} />
          </AdminField>
          <AdminField form={form} name="phone" label="电话" rules={companyRules.phone}>
            <Input name="phone" value={d.phone} onValueChange={(v) => form.set('phone', v)} />
          </AdminField>
          <AdminField form={form} name="remark" label="备注" rules={companyRules.remark} className={wide}>
            <Textarea name="remark" value={d.remark} onValueChange={(v) => form.set('remark', v)} />
          </AdminField>
        </div>
      </FormDialog>
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-org-company', OrgCompany, {
  description: '企业组织·公司：维护公司编码（只能为数字）、名称、地址、报表抬头；有部门的公司不能删除',
  attributes: {},
  events: { 'scm-change': '公司保存或删除后，detail 为 {entity:"company", action, id}' },
})
