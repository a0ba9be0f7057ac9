// The validators of tailwind-merge 3 (MIT, © Dany Castillo) that the app's cut-down
// configuration uses, written here so the landing page does not ship the other ones: the
// package exports them only together, as one object a bundler cannot trim.
// src/web/lib/cn.test.ts holds the merge equal to the full twMerge on the app's classes.

const arbitraryValueRegex = /^\[(?:(\w[\w-]*):)?(.+)\]$/i
const arbitraryVariableRegex = /^\((?:(\w[\w-]*):)?(.+)\)$/i
const fractionRegex = /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/
const tshirtUnitRegex = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/
const lengthUnitRegex =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/
const colorFunctionRegex = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/
const shadowRegex = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/

type Test = (value: string) => boolean

function arbitraryValue(value: string, testLabel: Test, testValue: Test): boolean {
  const result = arbitraryValueRegex.exec(value)
  if (!result) return false
  return result[1] ? testLabel(result[1]) : testValue(result[2] ?? '')
}

function arbitraryVariable(value: string, testLabel: Test, matchNoLabel = false): boolean {
  const result = arbitraryVariableRegex.exec(value)
  if (!result) return false
  return result[1] ? testLabel(result[1]) : matchNoLabel
}

const isNever: Test = () => false
const isLengthOnly: Test = (value) => lengthUnitRegex.test(value) && !colorFunctionRegex.test(value)
const isLabelLength: Test = (label) => label === 'length'
const isLabelNumber: Test = (label) => label === 'number'
const isLabelFamilyName: Test = (label) => label === 'family-name'
const isLabelWeight: Test = (label) => label === 'number' || label === 'weight'
const isLabelShadow: Test = (label) => label === 'shadow'

export const isAny: Test = () => true
export const isFraction: Test = (value) => fractionRegex.test(value)
export const isNumber: Test = (value) => !!value && !Number.isNaN(Number(value))
export const isInteger: Test = (value) => !!value && Number.isInteger(Number(value))
export const isTshirtSize: Test = (value) => tshirtUnitRegex.test(value)
export const isArbitraryValue: Test = (value) => arbitraryValueRegex.test(value)
export const isArbitraryVariable: Test = (value) => arbitraryVariableRegex.test(value)
export const isAnyNonArbitrary: Test = (value) =>
  !isArbitraryValue(value) && !isArbitraryVariable(value)
export const isArbitraryLength: Test = (value) => arbitraryValue(value, isLabelLength, isLengthOnly)
export const isArbitraryNumber: Test = (value) => arbitraryValue(value, isLabelNumber, isNumber)
export const isArbitraryWeight: Test = (value) => arbitraryValue(value, isLabelWeight, isAny)
export const isArbitraryFamilyName: Test = (value) =>
  arbitraryValue(value, isLabelFamilyName, isNever)
export const isArbitraryShadow: Test = (value) =>
  arbitraryValue(value, isLabelShadow, (shadow) => shadowRegex.test(shadow))
export const isArbitraryVariableLength: Test = (value) => arbitraryVariable(value, isLabelLength)
export const isArbitraryVariableFamilyName: Test = (value) =>
  arbitraryVariable(value, isLabelFamilyName)
export const isArbitraryVariableShadow: Test = (value) =>
  arbitraryVariable(value, isLabelShadow, true)
export const isArbitraryVariableWeight: Test = (value) =>
  arbitraryVariable(value, isLabelWeight, true)
