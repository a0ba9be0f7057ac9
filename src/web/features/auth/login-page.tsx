export default function LoginPage() {
  return <h1>Sign In</h1>
}
