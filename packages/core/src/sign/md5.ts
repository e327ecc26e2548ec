// MD5 (RFC 1321) of a string's UTF-8 bytes, as lower-case hex: what the request signature needs and
// all it needs. It replaces crypto-js, whose md5 brought its whole core (word arrays, encoders,
// hashers: 7 kB minified) into every bundle with the API client, the single-file widgets included.

/** Per-round left rotations, four for each of the four rounds. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
/**
 * The 64 constants: floor(abs(sin(i + 1)) × 2^32). Each product is at least 0.015 from a whole
 * number, so any Math.sin within a billionth of the true value gives the same table.
 */
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0)

export function md5Hex(text: string): string {
  const bytes = new TextEncoder().encode(text)
  // the message, a 1 bit, zeros up to 56 mod 64 bytes, then its length in bits (64-bit little-endian)
  const blocks = ((bytes.length + 8) >>> 6) + 1
  const words = new Int32Array(blocks * 16)
  for (let i = 0; i < bytes.length; i++) words[i >> 2]! |= bytes[i]! << ((i % 4) * 8)
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8)
  words[blocks * 16 - 2] = bytes.length * 8
  words[blocks * 16 - 1] = Math.floor(bytes.length / 0x20000000)

  const state = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476]
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = state as [number, number, number, number]
    for (let i = 0; i < 64; i++) {
      const round = i >> 4
      let f: number
      let g: number
      if (round === 0) [f, g] = [(b & c) | (~b & d), i]
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16]
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16]
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16]
      const sum = (a + f + K[i]! + words[block + g]!) | 0
      const shift = SHIFTS[round * 4 + (i % 4)]!
      a = d
      d = c
      c = b
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0
    }
    state[0] = (state[0]! + a) | 0
    state[1] = (state[1]! + b) | 0
    state[2] = (state[2]! + c) | 0
    state[3] = (state[3]! + d) | 0
  }
  let hex = ''
  for (const word of state) for (let i = 0; i < 4; i++) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')
  return hex
}
