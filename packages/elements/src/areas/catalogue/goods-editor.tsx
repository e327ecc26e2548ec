import { useState } from 'react'
import { css } from 'styled-system/css'
import { GOODS_MESSAGES, GOODS_PATHS, type GoodsImage, type GoodsRow } from '@scm/core/catalogue'
import type { DocumentEvent, ListPage } from '@scm/core'
import { useLoad } from '../../list/use-load'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { FormDialog } from '../../ui/form-dialog'
import { formGrid, muted, subheading } from '../../ui/layout'
import { ChoiceBox } from '../../ui/native-boxes'

// 商品 新增 / 编辑: facts, and the images in order (add, move up/down, remove, copy from another good).

type EditImage = { id?: number; file_name: string; url: string }
export type GoodsDetail = GoodsRow & { images: GoodsImage[]; history: DocumentEvent[] }

const gallery = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', '& figure': { m: 0, w: '110px', textAlign: 'center', fontSize: '12px' }, '& img': { w: '110px', h: '80px', objectFit: 'cover', border: '1px solid #ebeef5', borderRadius: '3px' } })
const field = css({ display: 'flex', flexDirection: 'column', gap: '2px', fontSize: '13px', '& input, & textarea': { border: '1px solid #dcdfe6', borderRadius: '3px', p: '4px 6px', fontSize: '13px' } })

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

export function GoodsEditor({ good, onClose, onSaved }: { good: GoodsDetail | null; onClose: () => void; onSaved: () => void }) {
  const api = useApi()
  const [values, setValues] = useState({
    mtr_code: good?.mtr_code ?? '',
    mtr_name: good?.mtr_name ?? '',
    spec: good?.spec ?? '',
    unit: good?.unit ?? '件',
    category: good?.category ?? '',
    sale_price: good?.sale_price == null ? '' : String(good.sale_price),
    description: good?.description ?? '',
  })
  const [images, setImages] = useState<EditImage[]>(good?.images.map((i) => ({ id: i.id, file_name: i.file_name, url: i.url })) ?? [])
  const [copyFrom, setCopyFrom] = useState('')
  const [note, setNote] = useState<string | null>(null)
  // the other goods with pictures to copy from, of every sale status
  const others =
    useLoad(
      (client) =>
        Promise.all(['上架', '下架', '停售'].map((sale_status) => client.post<ListPage<GoodsRow>>(GOODS_PATHS.list, { rows: 200, sale_status }, { silent: true }).catch(() => null))).then((pages) =>
          pages
            .flatMap((p) => p?.rows ?? [])
            .filter((r) => r.id !== good!.id && r.image_count > 0)
            .map((r) => ({ value: String(r.id), label: `${r.mtr_code} ${r.mtr_name}（${r.image_count}张）` })),
        ),
      good ? String(good.id) : null,
    ).data ?? []
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }))
  const move = (i: number, by: number) =>
    setImages((list) => {
      const next = [...list]
      const [item] = next.splice(i, 1)
      next.splice(i + by, 0, item!)
      return next
    })
  const add = async (files: FileList | null) => {
    const added: EditImage[] = []
    for (const file of Array.from(files ?? [])) {
      if (!/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(file.type)) return setNote(GOODS_MESSAGES.image)
      if (file.size > 2 * 1024 * 1024) return setNote(GOODS_MESSAGES.imageSize)
      added.push({ file_name: file.name, url: await readAsDataUrl(file) })
    }
    setNote(null)
    setImages((list) => [...list, ...added])
  }
  const copy = async () => {
    if (!good || !copyFrom) return
    const copied = await api.post<GoodsImage[]>(GOODS_PATHS.copyImages, { id: good.id, from_id: Number(copyFrom) }, { successMessage: true }).catch(() => null)
    // the copy is saved at once: the good's images as the server now holds them, then the ones added here and not saved yet
    if (copied) setImages((list) => [...copied.map((i) => ({ id: i.id, file_name: i.file_name, url: i.url })), ...list.filter((i) => i.id === undefined)])
  }
  const submit = async () => {
    const body = {
      ...(good ? { id: good.id } : {}),
      ...values,
      sale_price: values.sale_price.trim() === '' ? null : Number(values.sale_price),
      images: images.map((i) => (i.id !== undefined ? { id: i.id } : { file_name: i.file_name, url: i.url })),
    }
    await api.post(GOODS_PATHS.save, body, { successMessage: true, silent: true })
    onSaved()
  }
  return (
    <FormDialog open title={good ? `编辑商品 ${good.mtr_code}` : '新增商品'} onClose={onClose} onSubmit={submit}>
      <div className={formGrid}>
        <label className={field}>
          商品编码
          <input required maxLength={30} value={values.mtr_code} onChange={set('mtr_code')} />
        </label>
        <label className={field}>
          商品名称
          <input required maxLength={100} value={values.mtr_name} onChange={set('mtr_name')} />
        </label>
        <label className={field}>
          规格
          <input maxLength={100} value={values.spec} onChange={set('spec')} />
        </label>
        <label className={field}>
          单位
          <input maxLength={10} value={values.unit} onChange={set('unit')} />
        </label>
        <label className={field}>
          分类
          <input maxLength={30} value={values.category} onChange={set('category')} />
        </label>
        <label className={field}>
          售价(元)
          <input type="number" min={0} step="0.01" value={values.sale_price} onChange={set('sale_price')} />
        </label>
        <label className={field} style={{ gridColumn: '1 / -1' }}>
          商品描述
          <textarea rows={3} maxLength={5000} value={values.description} onChange={set('description')} />
        </label>
      </div>
      <h4 className={subheading}>商品图片（按顺序展示）</h4>
      {images.length ? (
        <div className={gallery} aria-label="商品图片">
          {images.map((image, i) => (
            <figure key={`${image.id ?? 'new'}-${i}`}>
              <img src={image.url} alt={image.file_name} />
              <figcaption title={image.file_name}>
                {i + 1}. {image.file_name.slice(0, 12)}
              </figcaption>
              <Button variant="text" disabled={i === 0} aria-label={`上移第${i + 1}张`} onClick={() => move(i, -1)}>
                ↑
              </Button>
              <Button variant="text" disabled={i === images.length - 1} aria-label={`下移第${i + 1}张`} onClick={() => move(i, 1)}>
                ↓
              </Button>
              <Button variant="text" aria-label={`删除第${i + 1}张`} onClick={() => setImages((list) => list.filter((_, n) => n !== i))}>
                删除
              </Button>
            </figure>
          ))}
        </div>
      ) : (
        <p className={muted}>暂无图片</p>
      )}
      <p>
        <label className={field}>
          添加图片
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml" multiple onChange={(e) => void add(e.target.files)} />
        </label>
        {note ? <span role="alert">{note}</span> : null}
      </p>
      {good && others.length ? (
        <p>
          <ChoiceBox label="复制图片来源" value={copyFrom} options={others} placeholder="从其他商品复制图片" onChange={setCopyFrom} />{' '}
          <Button disabled={!copyFrom} onClick={() => void copy()}>
            复制图片
          </Button>
        </p>
      ) : null}
    </FormDialog>
  )
}
