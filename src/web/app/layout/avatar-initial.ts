/** docs/product.md §2: the avatar shows the first letter of the name, else of the e-mail, else U. */
export function avatarInitial(name: string | null | undefined, email: string | null | undefined) {
  const source = name?.trim() || email?.trim() || 'U'
  // Array.from keeps a letter outside the Basic Multilingual Plane whole.
  const first = Array.from(source)[0] ?? 'U'
  return first.toLocaleUpperCase()
}
