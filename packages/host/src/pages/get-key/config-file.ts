// The runtime configuration file a third-party page includes before our scripts:
// `<script src="scm-config.js"></script>` sets window.SCM_CONFIG, read by core's getApiBase().

export const CONFIG_FILE_NAME = 'scm-config.js'

/** Checks an API base: empty (same origin) or an http(s) URL / absolute path without a trailing slash. */
export function apiBaseProblem(apiBase: string): string | null {
  if (apiBase === '') return null
  if (/\s/.test(apiBase)) return '接口地址不能包含空格'
  if (apiBase.endsWith('/')) return '接口地址末尾不要带 /'
  if (apiBase.startsWith('/')) return null
  try {
    const url = new URL(apiBase)
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : '接口地址须以 http:// 或 https:// 开头'
  } catch {
    return '接口地址须以 http:// 或 https:// 开头'
  }
}

export function configFileText(apiBase: string): string {
  return `// SCM 门户运行配置：在引入 /elements/autoload.js 之前加载本文件\nwindow.SCM_CONFIG = ${JSON.stringify({ apiBase })};\n`
}
