export default function SignupPage() {
  return <h1>Sign Up</h1>
}
