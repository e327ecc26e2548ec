import { partnerKeyResource } from '@scm/core/sysmanage'
import { defineElement, useApi, useEmit } from '../../runtime'
import { defaultRowActions, ResourceList, type ResourceListContext } from '../../resource/resource-list'
import type { ResourceRow } from '../../resource/columns'
import { Button } from '../../ui/button'
import { confirm } from '../../ui/confirm'
import { lazyPart } from '../../ui/lazy-part'
import { StatusTag } from '../../ui/status-tag'

// /sysmanage/partnerKey 合作方密钥 — keys a supplier's (or customer's) own server exchanges for
// short-lived embed tokens of its users (POST /api/PartnerKey/EmbedToken). The kit's list from the
// core definition; 签发密钥 is the kit's form whose save issues (Issue) and shows the key ONCE;
// 吊销 ends the key and its live tokens at once. The key itself is never stored nor shown again.

const def = partnerKeyResource
const IssueDialog = lazyPart(
  'IssueDialog',
  () => import('./partner-key-issue').then((m) => m.IssueDialog),
  () => null,
)
const ResourceDetail = lazyPart(
  'ResourceDetail',
  () => import('../../resource/resource-detail').then((m) => m.ResourceDetail),
  () => null,
)

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
