import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { getToken } from '@scm/core'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DeliveryNote } from './shared/delivery-note'
import { buttonRow, muted, screen } from '../../ui/layout'
import type { BatchDetail } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /receive/{key} (public): the page a delivery note's QR code opens. Anyone holding the note sees
// the batch; receiving it needs a signed-in warehouse user (/PcRcv/detail?batchKey=…). With
// `print` the page prints itself once the note is shown (the 打印送货单 button opens it so).

export const DELIVERY_NOTE_PATH = ORDER_PATHS.deliveryNote

const noPrint = css({ '@media print': { display: 'none' } })

interface ReceiveNoteProps {
  /** The batch's public key (the route's :id; the portal passes it as record-id). */
  recordId?: string
  print?: boolean
}

function ReceiveNote({ recordId = '', print = false }: ReceiveNoteProps) {
  const api = useApi()
  const emit = useEmit()
  const [batch, setBatch] = useState<BatchDetail | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    setBatch(null)
    setFailed(null)
    if (!recordId) return setFailed('送货单不存在')
    let live = true
    api
      .get<BatchDetail>(DELIVERY_NOTE_PATH, { query: { key: recordId }, timestamp: true, silent: true })
      .then((found) => {
        if (!live) return
        setBatch(found)
        emit('scm-title', { title: `送货单 ${found.batch_no}` })
      })
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : '送货单不存在'))
    return () => {
      live = false
    }
  }, [api, emit, recordId])

  useEffect(() => {
    if (print && batch) {
      // let the QR image paint first
      const timer = setTimeout(() => window.print(), 300)
      return () => clearTimeout(timer)
    }
  }, [print, batch])

  if (failed) {
    return (
      <section className={screen} aria-label="送货单">
        <p role="alert">{failed}</p>
      </section>
    )
  }
  if (!batch) return <p role="status">加载中…</p>
  const signedIn = !!getToken()
  const receivePath = `/PcRcv/detail?batchKey=${encodeURIComponent(batch.public_key)}`
  return (
    <section className={screen} aria-label="送货单">
      <DeliveryNote batch={batch} />
      <div className={`${buttonRow} ${noPrint}`}>
        <Button onClick={() => window.print()}>打印</Button>
        {batch.status !== '已收货' ? (
          <Button variant="primary" onClick={() => emit('scm-navigate', { path: receivePath })}>
            {signedIn ? '收货' : '登录后收货'}
          </Button>
        ) : (
          <span className={muted}>该批次已全部收货</span>
        )}
      </div>
    </section>
  )
}

defineElement('scm-receive-note', ReceiveNote, {
  description: '送货单公开页（/receive/{id}）：扫描送货单二维码打开，显示批次与明细；登录的仓库人员可据此收货',
  attributes: {
    recordId: { type: 'string', description: '送货单公开编号（路由 :id）' },
    print: { type: 'boolean', description: '显示后自动打印' },
  },
  events: {
    'scm-navigate': '点击收货，detail 为 {path: "/PcRcv/detail?batchKey=…"}',
    'scm-title': '送货单加载后，detail 为 {title}',
  },
})
