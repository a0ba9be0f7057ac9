import { Fragment, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { ConnectionIdSchema } from '#src/contract/connections'

type ConnectionRouteProps = {
  /** Shown when the address holds no valid connection id. */
  invalid: ReactNode
  /** The page for a valid id; it starts afresh (its state reset) whenever the id changes. */
  render: (connectionId: string) => ReactNode
}

/** The id guard of every /connections/:connectionId page. */
export function ConnectionRoute({ invalid, render }: ConnectionRouteProps) {
  const parsed = ConnectionIdSchema.safeParse(useParams().connectionId)
  if (!parsed.success) return invalid
  return <Fragment key={parsed.data}>{render(parsed.data)}</Fragment>
}
