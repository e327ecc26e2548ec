import { useEffect, useState } from 'react'
import { useApi, useApiTarget, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { Upload } from '../../ui/upload'
import { today } from '../../document/dates'
import { AttachedFiles, uploadedFilesOf, withUploaded, type UploadedFile } from '../../document/attached-files'
import { danger, formGrid, subheading } from '../../ui/layout'
import { useSupplierOptions } from '../../list/choices'
import { CONTRACT_PATHS } from '@scm/core/contract'
import type { ContractDetail } from '@scm/core/contract'
import { FILE_PATHS } from '@scm/core'

// 新增 / 编辑 a contract: number, supplier, title, amount, dates, and its files (uploaded through
// /File/File/UploadFiles, category contract; Save attaches them by id, in order).

export const UPLOAD_PATH = FILE_PATHS.upload

interface Draft {
  contract_no: string
  supplyid: string
  title: string
  amount: string
  sign_date: string
  valid_from: string
  valid_to: string
  remark: string
}

const emptyDraft = (): Draft => ({ contract_no: '', supplyid: '', title: '', amount: '', sign_date: today(), valid_from: today(), valid_to: '', remark: '' })

function checkDraft(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!d.contract_no.trim()) errors.contract_no = '请填写合同编号'
  if (!d.supplyid) errors.supplyid = '请选择供应商'
  if (!d.title.trim()) errors.title = '请填写合同名称'
  const amount = Number(d.amount)
  if (d.amount.trim() === '' || !Number.isFinite(amount) || amount < 0) errors.amount = '请填写正确的合同金额'
  if (!d.sign_date) errors.sign_date = '请填写签订日期'
  if (!d.valid_from) errors.valid_from = '请填写有效期起'
  if (!d.valid_to) errors.valid_to = '请填写有效期止'
  else if (d.valid_from && d.valid_to < d.valid_from) errors.valid_to = '有效期止不能早于有效期起'
  return errors
}

export function ContractForm({ contractId, open, onClose, onSaved }: { contractId: number | null; open: boolean; onClose: () => void; onSaved: (c: ContractDetail) => void }) {
  const api = useApi()
  const emit = useEmit()
  const upload = useApiTarget()
  const suppliers = useSupplierOptions()
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open) return
    setErrors({})
    if (contractId === null) {
      setDraft(emptyDraft())
      setFiles([])
      return
    }
    let live = true
    api
      .get<ContractDetail>(CONTRACT_PATHS.detail, { query: { id: contractId }, timestamp: true })
      .then((c) => {
        if (!live) return
        setDraft({ contract_no: c.contract_no, supplyid: String(c.supplyid), title: c.title, amount: String(c.amount), sign_date: c.sign_date, valid_from: c.valid_from, valid_to: c.valid_to, remark: c.remark })
        setFiles(c.files.map(({ file_id, file_name, file_size, content_type }) => ({ file_id, file_name, file_size, content_type })))
      })
      .catch(() => live && onClose())
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, contractId, api])

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const submit = async () => {
    const found = checkDraft(draft)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const saved = await api.post<ContractDetail>(
        CONTRACT_PATHS.save,
        { ...(contractId !== null ? { id: contractId } : {}), ...draft, supplyid: Number(draft.supplyid), amount: Number(draft.amount), file_ids: files.map((f) => f.file_id) },
        { successMessage: true },
      )
      emit('scm-change', { entity: 'contract', action: contractId === null ? 'create' : 'update', id: saved.id })
      onSaved(saved)
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  const field = (key: keyof Draft, label: string, type = 'text', required = true) => (
    <FormField label={label} required={required} value={draft[key]} error={errors[key] ?? null}>
      <Input type={type} value={draft[key]} maxLength={type === 'text' ? 100 : undefined} onValueChange={set(key)} />
    </FormField>
  )

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={contractId === null ? '新增合同' : '编辑合同'}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            保存
          </Button>
        </>
      }
    >
      <div className={formGrid}>
        {field('contract_no', '合同编号')}
        <FormField label="供应商" required value={draft.supplyid} error={errors.supplyid ?? null}>
          <Select items={suppliers} value={draft.supplyid || null} aria-label="供应商" placeholder="请选择供应商" onValueChange={(v) => set('supplyid')(v ?? '')} />
        </FormField>
        {field('title', '合同名称')}
        {field('amount', '合同金额', 'number')}
        {field('sign_date', '签订日期', 'date')}
        {field('valid_from', '有效期起', 'date')}
        {field('valid_to', '有效期止', 'date')}
        {field('remark', '备注', 'text', false)}
      </div>
      <h3 className={subheading}>合同附件</h3>
      <AttachedFiles label="合同附件" files={files} onRemove={(index) => setFiles(files.filter((_, i) => i !== index))} />
      <Upload
        url={`${upload.apiBase}${UPLOAD_PATH}`}
        headers={upload.headers}
        data={{ category: 'contract' }}
        label="上传附件"
        maxFileSize={20 * 1024 * 1024}
        onUploaded={(data) => setFiles((list) => withUploaded(list, uploadedFilesOf(data)))}
      />
      {Object.keys(errors).length ? (
        <p className={danger} role="alert">
          请检查标红的内容
        </p>
      ) : null}
    </Dialog>
  )
}
