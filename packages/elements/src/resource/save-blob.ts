/** Hands a downloaded file to the browser under a Chinese file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // give the browser time to start the download before the URL is revoked
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
