import type { ListController } from '../../list'
import { DataTable } from '../../ui/data-table'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'

// The account area's query screens (挂账查询, 库存查询, 库存单据查询): a title, the filter bar and
// the list of one list controller, with its 合计 row.

/** The material filter of the stock queries: code or name. */
export const MATERIAL_FILTER: FilterSpec = { kind: 'text', name: 'mtr', label: '物料', placeholder: '物料编码或名称' }

export function QueryScreen<Row>({ title, caption, specs, list }: { title: string; caption: string; specs: FilterSpec[]; list: ListController<Row> }) {
  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} />
      <DataTable<Row> caption={caption} state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} />
    </section>
  )
}
