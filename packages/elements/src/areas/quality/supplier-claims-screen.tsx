import { useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { claimDocument } from '@scm/core/quality'
import { DocumentDetailView } from '../../document/document-detail'
import { documentColumns } from '../../document/document-columns'
import { useDocument } from '../../document/use-document'
import { muted, stack } from '../../document/styles'
import { useListController } from '../../list'
import { resourceColumns } from '../../resource/columns'
import { resourceListOptions } from '../../resource/list-options'
import { ownScopeFields } from '../../resource/owner-fields'
import { isSupplier, useCurrentUser, type CurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { DataTable } from '../../ui/data-table'
import { SearchInput } from '../../ui/search-input'

// <scm-supplier-claims> on a supplier's own extranet page (demo/supplier-extranet.html): his claims
// (status tags, amounts; cards on a phone) through the one list controller, each opened in place in
// the document kit's detail, where he answers with the 8D form and its files or appeals, and reads
// the history. It also ships as one file for pages without modules (≤ 130 KiB gz), so it draws the
// list with the kit's table and keyword box rather than the claim screen's filter bar, editor and
// export. The server scopes every call to the signed-in supplier.

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', justifyContent: 'space-between' })

function OneClaim({ id, onBack }: { id: number; onBack: () => void }) {
  const doc = useDocument(claimDocument, id)
  return (
    <div className={stack}>
      <div className={bar}>
        <Button onClick={onBack}>返回列表</Button>
        <strong>{String(doc.detail?.header.claim_no ?? '')}</strong>
      </div>
      <DocumentDetailView doc={doc} />
    </div>
  )
}

function ClaimList({ user, pageSize, onOpen, hidden }: { user: CurrentUser; pageSize?: number; onOpen: (id: number) => void; hidden: boolean }) {
  const columns = useMemo(() => {
    // his own supplier column tells him nothing
    const own = ownScopeFields(claimDocument, user)
    const derived = resourceColumns(claimDocument).filter((c) => !own.includes(c.key))
    return documentColumns(claimDocument, derived, (row) => onOpen(row.id))
  }, [user, onOpen])
  const list = useListController({ ...resourceListOptions(claimDocument, columns), pageSize })
  // back from a claim: the same search and page, with what the answer changed
  const { reload } = list
  const wasHidden = useRef(hidden)
  useEffect(() => {
    if (wasHidden.current && !hidden) reload()
    wasHidden.current = hidden
  }, [hidden, reload])
  return (
    <div className={stack} style={hidden ? { display: 'none' } : undefined}>
      <div className={bar}>
        <strong>我的索赔单</strong>
        <SearchInput value={list.searchKey} onSearch={list.search} placeholder="索赔单号、原因或来源单号" aria-label="搜索索赔单" />
      </div>
      <DataTable state={list.table} rows={list.rows} total={list.total} summary={list.summary} caption="索赔单列表" loading={list.loading} columnSettings={false} emptyText="暂无索赔单" />
    </div>
  )
}

export function SupplierClaims({ pageSize }: { pageSize?: number }) {
  const user = useCurrentUser()
  const [open, setOpen] = useState<number | null>(null)
  if (user === undefined) return <p role="status">加载中…</p>
  if (user === null) return <p className={muted}>请先登录</p>
  if (!isSupplier(user)) return <p className={muted}>索赔答复仅供供应商账号使用，本企业用户请在门户的索赔单页面处理</p>
  // the list stays mounted while a claim is open, so its search text and page are there on the way back
  return (
    <>
      <ClaimList user={user} pageSize={pageSize} onOpen={setOpen} hidden={open !== null} />
      {open === null ? null : <OneClaim id={open} onBack={() => setOpen(null)} />}
    </>
  )
}
