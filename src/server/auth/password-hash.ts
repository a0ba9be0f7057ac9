import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { createSemaphore } from '../http/semaphore'

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (docs/decisions/001-password-hashing.md).
const LOG2_N = 17
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 64
const SALT_BYTES = 16
/** scrypt needs 128·N·r bytes; Node refuses anything above 32 MiB unless told. */
const maxmemFor = (log2N: number, r: number) => 2 * 128 * 2 ** log2N * r

/**
 * Each hash holds a libuv thread (4 by default) for about a second: two at a time leave the
 * others to file reads and DNS, so a burst of sign-ins cannot stall static files.
 */
export const hashSlots = createSemaphore(2, 64)

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

/**
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64url): the parameters travel with the hash so they
 * can be raised later. `log2N` is 17 but where a test suite lowers it (PASSWORD_HASH_LOG2N): the
 * browser suite's journeys and the server's tests sign up and in hundreds of times, and at
 * 128 MiB a hash takes most of a second on a busy 2-core machine.
 */
export async function hashPassword(password: string, log2N = LOG2_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, {
    N: 2 ** log2N,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxmemFor(log2N, BLOCK_SIZE),
  })
  const params = `ln=${log2N},r=${BLOCK_SIZE},p=${PARALLELISM}`
  return `$scrypt$${params}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string
  password: string
}): Promise<boolean> {
  const match = HASH_PATTERN.exec(hash)
  if (!match) return false
  const [, ln, r, p, salt, expected] = match
  const log2N = Number(ln)
  const blockSize = Number(r)
  // A stored hash is trusted data, but a corrupt row must not make the server allocate gigabytes.
  if (log2N < 10 || log2N > 20 || blockSize < 1 || blockSize > 16) return false
  const expectedKey = Buffer.from(expected ?? '', 'base64url')
  const key = await derive(password, Buffer.from(salt ?? '', 'base64url'), {
    N: 2 ** log2N,
    r: blockSize,
    p: Number(p),
    maxmem: maxmemFor(log2N, blockSize),
  })
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey)
}
