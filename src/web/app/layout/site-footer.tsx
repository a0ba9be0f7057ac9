import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { SITE_FOOTER_ID } from './site-footer-id'

const footerLinks = [
  { to: '/welcome#privacy', label: 'Privacy' },
  { to: '/blog', label: 'Blog' },
  { to: '/cleaner', label: 'Cleaner' },
]

export default function SiteFooter() {
  return (
    <footer id={SITE_FOOTER_ID} className="mt-auto border-border border-t bg-surface/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-md items-start gap-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p className="text-muted-foreground text-sm">
            Cadence reads only <em>when</em> messages were sent, never what they say. Your chat is
            analysed on your own device and is never uploaded.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex items-center gap-6 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded text-muted-foreground transition-colors hover:text-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-muted-foreground text-xs">
        © {new Date().getFullYear()} Cadence · Awareness, not blame.
      </p>
    </footer>
  )
}
