import { defaultUrlTransform } from 'react-markdown'

/**
 * Spec §5: links and images keep only http, https, irc, ircs, mailto, xmpp or relative
 * addresses; anything else (javascript:, data:, vbscript:) becomes an empty string.
 * react-markdown's default transform is exactly that rule; naming it keeps it from being
 * swapped out by accident.
 */
export const markdownUrlTransform = (url: string) => defaultUrlTransform(url)
