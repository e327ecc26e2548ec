import { standardDocument } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// the page (editor, detail) is a chunk of its own, fetched when drawn
const StandardPage = lazyPart(
  'StandardPage',
  () => import('./standard-parts').then((m) => m.StandardPage),
  () => <p role="status">加载中…</p>,
)
const StandardList = lazyPart(
  'DocumentList',
  () => import('../../document/document-screen').then((m) => m.DocumentList),
  () => <p role="status">加载中…</p>,
)

// /QulManage/standard/detail 检验基准详情 — with ?id= that standard's detail on a page (actions,
// items, history, 修订); from the menu, without an id, the standards to pick one from.
function StandardDetailScreen({ id, pageSize }: { id?: number; pageSize?: number }) {
  return id ? <StandardPage key={id} id={id} /> : <StandardList def={standardDocument} pageSize={pageSize} />
}

defineElement('scm-standard-detail', StandardDetailScreen, {
  description: '检验基准详情：带 id 时显示该检验标准的详情、操作与记录，否则列出检验标准',
  attributes: {
    id: { type: 'number', description: '要显示的检验标准 id' },
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: { 'scm-change': '保存、操作或修订后触发，detail 为 {entity, action, id}' },
})
