#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx cadence` works without a build step.
import { tsImport } from 'tsx/esm/api'

await tsImport('../src/cli/main.ts', import.meta.url)
