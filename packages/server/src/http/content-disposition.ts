// THE Content-Disposition of every file the server sends (downloads, previews, avatars, exports):
// RFC 6266 with the name's base name only. A stored name is what the uploader's client wrote, and
// a client may write folders (`../../x.txt`, `C:\temp\x.txt`): the browser is told `x.txt`, never a
// path. The name goes in `filename*` (RFC 8187: UTF-8, percent-encoded, so Chinese names survive),
// with a plain ASCII `filename` for clients that do not read `filename*`.

/** What is left of a name when the folders its uploader wrote are cut off; never empty. */
export function baseName(fileName: string): string {
  const last = fileName.split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return last && last !== '.' && last !== '..' ? last : 'download'
}

/** RFC 8187 value-chars: what encodeURIComponent leaves alone, less the four attr-char does not allow. */
function encodeValueChars(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The ASCII `filename`: the name itself when it is plain ASCII, else `download` with its extension. */
function asciiFallback(name: string): string {
  if (/^[\x20-\x7e]+$/.test(name)) return name.replace(/"/g, '_')
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(name)?.[0] ?? ''
  return `download${extension}`
}

/** `attachment` (or `inline` for previews); the name as its base name, in `filename` and `filename*`. */
export function contentDisposition(fileName: string, inline = false): string {
  const name = baseName(fileName)
  return `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeValueChars(name)}`
}
