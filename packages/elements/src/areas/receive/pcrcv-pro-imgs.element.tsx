import type { MaterialOf } from '@scm/core'
import { useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { defineElement } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { Dialog } from '../../ui/dialog'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { heading, muted, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { RECEIVE_PATHS } from '@scm/core/receive'

// /PcRcv/QueryProOfImgs 零件图片查询: the pictures of a part, so receiving staff can tell what
// arrived; a thumbnail opens the full picture.

interface PartImage {
  id: number
  file_name: string
  url: string
}

interface PartWithImages extends MaterialOf {
  category: string
  supply_name: string
  images: PartImage[]
}

const thumbs = css({ display: 'flex', gap: '4px', flexWrap: 'wrap', '& img': { w: '48px', h: '48px', objectFit: 'cover', border: '1px solid #ebeef5', borderRadius: '3px' } })
const thumbButton = css({ p: '0', border: 'none', bg: 'transparent', cursor: 'zoom-in' })
const large = css({ maxW: '100%', maxH: '70vh', display: 'block', m: '0 auto' })

const specs: FilterSpec[] = [
  { kind: 'text', name: 'searchKey', label: '零件', placeholder: '编码或名称' },
  { kind: 'text', name: 'mtr_code', label: '物料编码' },
  { kind: 'text', name: 'category', label: '类别' },
]

function QueryProOfImgs({ pageSize }: { pageSize?: number }) {
  const [shown, setShown] = useState<{
    part: PartWithImages
    image: PartImage
  } | null>(null)
  const show = useRef((_part: PartWithImages, _image: PartImage) => {})
  show.current = (part, image) => setShown({ part, image })
  const columns = useMemo<Column<PartWithImages>[]>(
    () => [
      { key: 'mtr_code', title: '物料编码', width: 120 },
      { key: 'mtr_name', title: '物料名称' },
      { key: 'spec', title: '规格' },
      { key: 'unit', title: '单位', width: 50 },
      { key: 'category', title: '类别', width: 90 },
      { key: 'supply_name', title: '供应商' },
      {
        key: 'images',
        title: '图片',
        render: (part) =>
          part.images.length ? (
            <span className={thumbs}>
              {part.images.map((image) => (
                <button key={image.id} type="button" className={thumbButton} aria-label={`查看 ${part.mtr_name} 图片 ${image.file_name}`} onClick={() => show.current(part, image)}>
                  <img src={image.url} alt="" />
                </button>
              ))}
            </span>
          ) : (
            <span className={muted}>无图片</span>
          ),
      },
    ],
    [],
  )
  const list = useListController<PartWithImages>({ path: RECEIVE_PATHS.partImages, columns, rowKey: 'mtr_id', pageSize })
  return (
    <section className={screen} aria-label="零件图片查询">
      <h2 className={heading}>零件图片查询</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} />
      <DataTable<PartWithImages> caption="零件图片列表" state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
      <Dialog open={!!shown} onClose={() => setShown(null)} size="large" title={shown ? `${shown.part.mtr_code} ${shown.part.mtr_name}` : '图片'} footer={<Button onClick={() => setShown(null)}>关闭</Button>}>
        {shown ? <img className={large} src={shown.image.url} alt={`${shown.part.mtr_name} ${shown.image.file_name}`} /> : null}
      </Dialog>
    </section>
  )
}

defineElement('scm-pcrcv-pro-imgs', QueryProOfImgs, {
  description: '零件图片查询：按编码、名称、类别查找零件及其图片，点击缩略图查看大图',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
