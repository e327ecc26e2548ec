// The stylesheet `panda cssgen` writes; bundlers load it as text (esbuild `loader: {'.css': 'text'}`).
declare module 'styled-system/styles.css' {
  const cssText: string
  export default cssText
}
