// `npm run bench:size -w packages/host`: builds the one bundle (elements + host) into a temporary
// folder and checks the host's budgets (issue 4 item 10), in gzip bytes of JavaScript loaded:
//   /login  — autoload.js + host.js with its static imports + the login page chunk  ≤ 110 KiB
//             (the public pages carry their own small stylesheet, not the growing Panda one)
//   layout  — the same + the portal routes, the layout (menu, tabs, header), the Home page and the
//             Panda stylesheet chunks  ≤ 160 KiB
// Screen chunks are not counted: the autoloader fetches them when their tag appears.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildElements } from '../../elements/scripts/build'
import { BuildSizes, formatTable, kib, type SizeRow } from '../../elements/scripts/lib/sizes'

const KIB = 1024
export const HOST_BUDGETS = { login: 110 * KIB, layout: 160 * KIB }

async function main(): Promise<void> {
  const outdir = mkdtempSync(join(tmpdir(), 'scm-host-size-'))
  try {
    const result = await buildElements({ outdir, typingsFile: null })
    const sizes = new BuildSizes(result.metafile, outdir)
    const closureOfSource = (source: string) => {
      const outputs = sizes.outputsOf(source)
      if (!outputs.length) throw new Error(`构建结果中没有 ${source}`)
      return outputs.flatMap((file) => [...sizes.staticClosure(file)])
    }
    const first = [...sizes.staticClosure('host.js'), 'autoload.js']
    const login = new Set([...first, ...closureOfSource('packages/host/src/pages/login/LoginPage.tsx')])
    const layout = new Set([
      ...first,
      ...closureOfSource('packages/host/src/app/PortalRoutes.tsx'),
      ...closureOfSource('packages/host/src/layout/Layout.tsx'),
      ...closureOfSource('packages/host/src/pages/home/HomePage.tsx'),
      // the Panda stylesheet is a JS chunk the layout imports before its first paint: it counts
      ...closureOfSource('styled-system/styles.css'),
    ])
    const rows: SizeRow[] = [
      sizes.row('登录页 /login（autoload + host.js 及静态依赖 + 登录页块）', login, HOST_BUDGETS.login),
      sizes.row('布局（菜单、页签、页头 + 首页，不含任何页面元素）', layout, HOST_BUDGETS.layout),
    ]
    console.log(formatTable(rows))
    const breaches = rows.filter((row) => row.budget !== undefined && row.gzipBytes > row.budget)
    for (const row of breaches) console.error(`超出预算：${row.name} ${kib(row.gzipBytes)} > ${kib(row.budget ?? 0)}`)
    if (breaches.length) process.exitCode = 1
    else console.log('宿主全部在预算之内')
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
