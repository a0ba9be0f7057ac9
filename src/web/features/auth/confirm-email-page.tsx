export default function ConfirmEmailPage() {
  return <h1>Check your email</h1>
}
