import { CATALOGUE_PATHS, photosRequired, type PackageComparison } from '@scm/core/catalogue'
import { useLoad } from '../../list/use-load'
import { muted, smallTable, subheading } from '../../ui/layout'

// 包装规格's own parts beside the kit's: the version against the approved one field by field.

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

export function PackageComparePanel({ id }: { id: number }) {
  const cmp = useLoad((api) => api.get<PackageComparison>(CATALOGUE_PATHS.packageCompare, { query: { id }, timestamp: true, silent: true }), String(id)).data
  if (!cmp) return null
  const changed = cmp.fields.filter((f) => f.changed).length
  return (
    <section aria-label="版本对比" data-panel="package-compare">
      <h4 className={subheading}>{cmp.approved ? `与已批准版本对比（${cmp.approved.spec_no} 第${cmp.approved.version}版，${changed} 项变更）` : '版本对比'}</h4>
      {cmp.approved ? (
        <table className={smallTable} aria-label="版本对比">
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">已批准版本</th>
              <th scope="col">本版本</th>
            </tr>
          </thead>
          <tbody>
            {cmp.fields.map((f) => (
              <tr key={f.field} data-field={f.field} data-changed={f.changed ? 'true' : undefined} style={f.changed ? { background: '#fdf6ec', fontWeight: 600 } : undefined}>
                <td>{f.label}</td>
                <td>{shown(f.approved)}</td>
                <td>
                  {shown(f.value)}
                  {f.changed ? ' （已变更）' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={muted}>该配件尚无已批准的包装规格（首版）</p>
      )}
    </section>
  )
}

/** What a package type requires, under the detail's files. */
export function PhotoHint({ packageType }: { packageType: string }) {
  return <p className={muted}>{`${packageType || '该'}包装须上传至少${photosRequired(packageType)}张包装照片后提交审核`}</p>
}

