import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { breadcrumbTrail } from '../app/route-table'

/** Breadcrumbs of the current page, Home first (groups are plain text: they only redirect). */
export function Breadcrumbs({ path, title }: { path: string; title?: string }) {
  const trail = breadcrumbTrail(path)
  if (title && trail.length > 1) trail[trail.length - 1] = { ...trail[trail.length - 1], title }
  return (
    <nav aria-label="面包屑" className={css({ minWidth: 0, overflow: 'hidden' })}>
      <ol className={css({ display: 'flex', listStyle: 'none', m: 0, p: 0, fontSize: 'sm', color: 'gray.500', whiteSpace: 'nowrap' })}>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className={css({ display: 'flex', alignItems: 'center' })}>
              {index > 0 ? <span aria-hidden="true" className={css({ mx: '2', color: 'gray.400' })}>/</span> : null}
              {last ? (
                <span aria-current="page" className={css({ color: 'gray.800' })}>{crumb.title}</span>
              ) : index === 0 ? (
                <Link to={crumb.path} className={css({ color: 'gray.600', textDecoration: 'none', _hover: { color: 'blue.600' } })}>
                  {crumb.title}
                </Link>
              ) : (
                <span>{crumb.title}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
