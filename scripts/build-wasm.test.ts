// The committed scanner module is what the .wat assembles to: an edit to the
// .wat without `npm run build:wasm` fails here, not in a user's hands.

import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { SCANNER_MODULE, scannerModuleText } from './build-wasm'

it('whatsapp-line-scanner-wasm.ts is the assembled whatsapp-line-scanner.wat', async () => {
  expect(await readFile(SCANNER_MODULE, 'utf8')).toBe(await scannerModuleText())
})
