// Code split into chunks (elements' parts, the host's pages). A module whose fetch failed stays
// failed for the page: the module map keeps the failure under its URL, so calling the same
// `import('./x')` again fails at once without asking the server (measured in Chromium; the HTML
// spec says so). Loading it again means asking for another URL
// of the same file, the way the autoloader does (?retry=N); the chunk's own imports resolve
// against the file's path, so React and the shared chunks stay the page's single copies.

/** The module URL a failed dynamic import names ("Failed to fetch dynamically imported module: <url>"). */
export function failedModuleUrl(error: unknown): string | undefined {
  const match = /\b(https?:\/\/\S+?\.m?js)(\?\S*)?(?=\s|$)/.exec(error instanceof Error ? error.message : String(error))
  return match?.[1]
}

/** The module at `url` once more, under a URL the page has not failed on (`?retry=attempt`). */
export function importAgain(url: string, attempt: number): Promise<Record<string, unknown>> {
  const again = new URL(url)
  again.searchParams.set('retry', String(attempt))
  return import(/* @vite-ignore */ again.href)
}
