import { useState } from 'react'
import { css } from 'styled-system/css'
import { partnerKeyResource } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { defaultRowActions, ResourceList, type ResourceListContext } from '../../resource/resource-list'
import { ResourceDetail } from '../../resource/resource-detail'
import { ResourceFormFields } from '../../resource/resource-form'
import { useResourceRecord } from '../../resource/use-resource-record'
import type { ResourceRow } from '../../resource/columns'
import { Button } from '../../ui/button'
import { confirm } from '../../ui/confirm'
import { Dialog } from '../../ui/dialog'
import { StatusTag } from '../../ui/status-tag'

// /sysmanage/partnerKey 合作方密钥 — keys a supplier's (or customer's) own server exchanges for
// short-lived embed tokens of its users (POST /api/PartnerKey/EmbedToken). The kit's list from the
// core definition; 签发密钥 is the kit's form whose save issues (Issue) and shows the key ONCE;
// 吊销 ends the key and its live tokens at once. The key itself is never stored nor shown again.

const def = partnerKeyResource
const keyBox = css({ display: 'flex', flexDirection: 'column', gap: '8px', fontSize: '13px' })
const keyText = css({ fontFamily: 'monospace', fontSize: '13px', p: '8px', bg: '#f4f4f5', borderRadius: '4px', wordBreak: 'break-all', userSelect: 'all' })
const warn = css({ color: '#b02a2a', fontWeight: '600' })

function IssueDialog({ onClose, onIssued }: { onClose: () => void; onIssued: () => void }) {
  const record = useResourceRecord(def, null)
  const [issued, setIssued] = useState<{ key: string; key_prefix: string } | null>(null)
  const [copied, setCopied] = useState(false)
  const formId = 'partner-key-issue'
  // the owner column of the other kind is not asked
  const hidden = new Set([record.values.owner_kind === 'customer' ? 'supplyid' : 'customer_id'])
  if (issued)
    return (
      <Dialog open onClose={onClose} title="密钥已签发" footer={<Button variant="primary" onClick={onClose}>我已保存，关闭</Button>}>
        <div className={keyBox}>
          <p className={warn}>请立即复制并交给合作方系统保存：关闭后无法再次查看此密钥，只能吊销后重新签发。</p>
          <code className={keyText} aria-label="合作方密钥">
            {issued.key}
          </code>
          <div>
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(issued.key).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? '已复制' : '复制密钥'}
            </Button>
          </div>
          <p>
            合作方服务器调用 <code>POST /api/PartnerKey/EmbedToken</code>，请求头 <code>X-Partner-Key</code> 带此密钥，正文 <code>{'{"usercode": "其用户账号"}'}</code>，得到 10 分钟有效的嵌入令牌。
          </p>
        </div>
      </Dialog>
    )
  return (
    <Dialog
      open
      onClose={onClose}
      title="签发合作方密钥"
      size="large"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" form={formId} loading={record.saving} disabled={record.loading}>
            签发
          </Button>
        </>
      }
    >
      <ResourceFormFields
        record={record}
        formId={formId}
        hidden={hidden}
        onSubmit={() =>
          void record.save().then((row) => {
            if (!row) return
            setIssued(row as unknown as { key: string; key_prefix: string })
            onIssued()
          })
        }
      />
    </Dialog>
  )
}

function PartnerKeyScreen({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const revoke = async (row: ResourceRow, list: ResourceListContext) => {
    if (!(await confirm(`确定吊销密钥“${String(row.name)}”吗？吊销后该密钥立即失效，已发出的嵌入令牌也随即失效。`, { title: '吊销确认', danger: true }))) return
    try {
      await api.post(`${def.basePath}/Revoke?id=${row.id}`, {}, { successMessage: true })
    } catch {
      return // the client showed why
    }
    emit('scm-change', { entity: def.name, action: 'revoke', id: row.id })
    list.reload()
  }
  return (
    <ResourceList
      def={def}
      pageSize={pageSize}
      selectable={false}
      columns={(derived) =>
        derived.map((column) =>
          column.key === 'revoked_at'
            ? { ...column, title: '状态', render: (row) => (row.revoked_at ? <StatusTag status="已吊销" tone="error">{`已吊销 ${String(row.revoked_at)}`}</StatusTag> : <StatusTag status="有效" tone="success" />) }
            : column,
        )
      }
      toolbar={(buttons, list) => (
        <>
          {list.can('add') ? (
            <Button variant="primary" onClick={() => list.open(null, true)}>
              签发密钥
            </Button>
          ) : null}
          {buttons.exportExcel}
        </>
      )}
      rowActions={(row, list) => (
        <>
          {defaultRowActions(row, { ...list, can: (button) => button !== 'edit' && button !== 'delete' && list.can(button) })}
          {list.can('edit') && !row.revoked_at ? (
            <Button variant="text" aria-label={`吊销 ${String(row.name)}`} onClick={() => void revoke(row, list)}>
              吊销
            </Button>
          ) : null}
        </>
      )}
      panel={(open, list) =>
        open.id === null ? <IssueDialog onClose={list.close} onIssued={list.reload} /> : <ResourceDetail def={def} id={open.id} onClose={list.close} />
      }
    />
  )
}

defineElement('scm-partner-key', PartnerKeyScreen, {
  description: '合作方密钥：管理员为供应商或客户签发（只显示一次）和吊销密钥；合作方服务器用密钥为其用户换取短时嵌入令牌',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '签发或吊销后触发，detail 为 {entity:"PartnerKey", action:"create"|"revoke", id}' },
})
