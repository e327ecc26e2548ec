// Build-time settings of the portal. The one esbuild build defines `process.env.SCM_HOME`
// (file | scm | gonghua, default scm) when it bundles this entry; without the define the
// expression throws in a browser and the default applies.

export type HomeVariant = 'file' | 'scm' | 'gonghua'

export const HOME_VARIANTS: readonly HomeVariant[] = ['file', 'scm', 'gonghua']

export function parseHomeVariant(value: string | undefined | null): HomeVariant {
  return HOME_VARIANTS.includes(value as HomeVariant) ? (value as HomeVariant) : 'scm'
}

function definedHome(): string | undefined {
  try {
    return process.env.SCM_HOME
  } catch {
    return undefined
  }
}

export const homeVariant: HomeVariant = parseHomeVariant(definedHome())

/** Page title of the product (spec §1): the file variant is a CRM/OA system. */
export function systemTitle(variant: HomeVariant = homeVariant): string {
  return variant === 'file' ? '文件管理CRM/OA系统' : 'SCM供应链管理系统'
}

/** Build variants that show no mail icon in the header (spec §2 "Layout behaviour"). */
export const MAIL_HIDDEN_VARIANTS: readonly HomeVariant[] = ['file', 'gonghua']
