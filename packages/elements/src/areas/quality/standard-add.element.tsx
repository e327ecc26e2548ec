import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// the page (editor, detail) is a chunk of its own, fetched when drawn
const StandardPage = lazyPart(
  'StandardPage',
  () => import('./standard-parts').then((m) => m.StandardPage),
  () => <p role="status">加载中…</p>,
)

// /QulManage/standard/standard_add 新增检验基准 — the standard's editor on a page: a new standard,
// or with ?id= the one to edit (a standard no longer a draft shows its detail).
function StandardAddScreen({ id }: { id?: number }) {
  return <StandardPage key={id ?? 'new'} id={id ?? null} editing />
}

defineElement('scm-standard-add', StandardAddScreen, {
  description: '新增检验基准：新建检验标准（检验项目、检验水平、AQL），带 id 时编辑该标准',
  attributes: { id: { type: 'number', description: '要编辑的检验标准 id' } },
  events: { 'scm-change': '保存、操作或修订后触发，detail 为 {entity, action, id}' },
})
