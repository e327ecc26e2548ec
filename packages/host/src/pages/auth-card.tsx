// The centred card shared by the public pages (login, reset password, configuration file, 404).
import { useEffect, type ReactNode } from 'react'
import { systemTitle } from '../app/build-config'
import { adoptPublicStyles, pub } from './public-styles'

adoptPublicStyles()

export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${heading} - ${systemTitle()}`
  }, [heading])
  return (
    <main className={pub.page}>
      <section aria-labelledby="auth-heading" className={pub.card}>
        <p className={pub.product}>{systemTitle()}</p>
        <h1 id="auth-heading" className={pub.heading}>
          {heading}
        </h1>
        {children}
      </section>
    </main>
  )
}
