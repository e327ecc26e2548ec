// /getKey: produces the runtime configuration file (scm-config.js) for pages that embed our
// elements, from an API base the user enters (default: this portal's own).
import { getApiBase } from '@scm/core'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { AuthCard } from '../auth-card'
import { pub } from '../public-styles'
import { TextField } from '../TextField'
import { apiBaseProblem, CONFIG_FILE_NAME, configFileText } from './config-file'

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/javascript;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export default function GetKeyPage() {
  const [apiBase, setApiBase] = useState(() => getApiBase() || globalThis.location?.origin || '')
  const [error, setError] = useState('')
  const base = apiBase.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = apiBaseProblem(base)
    setError(problem ?? '')
    if (!problem) download(CONFIG_FILE_NAME, configFileText(base))
  }

  return (
    <AuthCard heading="生成配置文件">
      <form onSubmit={submit} noValidate>
        <TextField
          id="config-api-base"
          label="接口地址"
          value={apiBase}
          onValueChange={setApiBase}
          placeholder="https://scm.example.com"
          hint={`留空表示与页面同源。第三方页面在引入组件脚本前先引入 ${CONFIG_FILE_NAME}。`}
        />
        {error ? (
          <p role="alert" className={pub.error}>
            {error}
          </p>
        ) : null}
        <pre aria-label="配置文件内容" className={pub.code}>
          {configFileText(base)}
        </pre>
        <button type="submit" className={pub.primary}>
          下载 {CONFIG_FILE_NAME}
        </button>
        <p className={pub.links}>
          <Link to="/home" className={pub.link}>
            返回首页
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
