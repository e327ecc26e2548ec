import { createRequire } from 'node:module'

// THE HTML sanitiser (rich-text fields, mail bodies): sanitize-html's default allow-list drops
// scripts, event handlers and javascript: links. Loaded through require: the package ships no
// typings; we only call its default export.
export const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as (html: string) => string
