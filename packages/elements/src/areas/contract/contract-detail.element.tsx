import { useEffect, useMemo, useState } from 'react'
import { useLoad } from '../../list/use-load'
import type { ListPage } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { saveBlob } from '../../resource/save-blob'
import { Button } from '../../ui/button'
import type { Option } from '../../ui/select'
import { ChoiceBox } from '../../ui/native-boxes'
import { buttonRow, heading, muted, screen } from '../../ui/layout'
import { CONTRACT_PATHS } from '@scm/core/contract'
import type { ContractDetail, ContractFile, ContractRow } from '@scm/core/contract'
import { ContractView } from './contract-view'

// /contract/detail 合同详情: one contract (?id= in the portal, the `record-id` attribute), or
// one picked from the latest contracts.

function ContractDetailScreen({ recordId }: { recordId?: string }) {
  const api = useApi()
  const emit = useEmit()
  const [chosen, setChosen] = useState<string>(recordId ?? '')
  useEffect(() => setChosen(recordId ?? ''), [recordId])

  const latest = useLoad((api) => api.post<ListPage<ContractRow>>(CONTRACT_PATHS.list, { page: 1, rows: 50, sidx: 'sign_date', sord: 'desc' }, { silent: true }), 'latest').data
  const options = useMemo<Option[]>(() => latest?.rows.map((c) => ({ value: String(c.id), label: `${c.contract_no} ${c.title}` })) ?? [], [latest])

  const contract = useLoad((api) => api.get<ContractDetail>(CONTRACT_PATHS.detail, { query: { id: chosen }, timestamp: true }), chosen || null).current ?? null
  useEffect(() => {
    if (contract) emit('scm-title', { title: `合同 ${contract.contract_no}` })
  }, [contract, emit])

  const download = async (file: ContractFile) => {
    if (!contract) return
    try {
      saveBlob(await api.download(CONTRACT_PATHS.download, undefined, { query: { contract_id: contract.id, file_id: file.file_id } }), file.file_name)
    } catch {
      // the client showed why
    }
  }

  return (
    <section className={screen} aria-label="合同详情">
      <h2 className={heading}>合同详情</h2>
      <div className={buttonRow}>
        <ChoiceBox label="合同" options={options} value={chosen} placeholder="选择合同" onChange={setChosen} />
        <Button onClick={() => emit('scm-navigate', { path: '/contract/query' })}>返回合同查询</Button>
      </div>
      {contract ? <ContractView contract={contract} onDownload={(file) => void download(file)} /> : <p className={muted}>{chosen ? '加载中…' : '请选择合同'}</p>}
    </section>
  )
}

defineElement('scm-contract-detail', ContractDetailScreen, {
  description: '合同详情：合同编号、供应商、金额、有效期、状态与附件（可下载）',
  attributes: { recordId: { type: 'string', description: '合同 id（门户中为 ?id=）' } },
  events: {
    'scm-navigate': '返回合同查询，detail 为 {path}',
    'scm-title': '合同加载后，detail 为 {title}',
  },
})
